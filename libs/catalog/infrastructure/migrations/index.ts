import type { MigrationClass } from '@mercato/database';
import { CatalogCreateTables1795500400000 } from './1795500400000-catalog-create-tables';
import { CatalogMerchandising1795712000000 } from './1795712000000-catalog-merchandising';
import { CatalogStockReservations1795800000000 } from './1795800000000-catalog-stock-reservations';

/** The catalog's own tables, oldest migration first. */
export const catalogMigrations: readonly MigrationClass[] = [CatalogCreateTables1795500400000, CatalogMerchandising1795712000000, CatalogStockReservations1795800000000];
