import type { MigrationClass } from '@mercato/database';
import { CartCreateTables1764100000000 } from './1764100000000-cart-create-tables';

/** The cart's migrations, oldest first. */
export const cartMigrations: readonly MigrationClass[] = [CartCreateTables1764100000000];
