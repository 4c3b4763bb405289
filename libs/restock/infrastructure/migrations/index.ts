import type { MigrationClass } from '@mercato/database';
import { RestockCreateTables1795600200000 } from './1795600200000-restock-create-tables';

/** Restock's tables, oldest migration first. */
export const restockMigrations: readonly MigrationClass[] = [RestockCreateTables1795600200000];
