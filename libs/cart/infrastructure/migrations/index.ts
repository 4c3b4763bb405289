import { CartCreateTables1764100000000 } from './1764100000000-cart-create-tables';

/** The cart's migrations in order. */
export const cartMigrations = [CartCreateTables1764100000000];
