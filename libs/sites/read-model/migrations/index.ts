import type { MigrationClass } from '@mercato/database';
import { CatalogSiteDirectoryCreateTables1795500500000 } from './1795500500000-catalog-site-directory-create-tables';
import { CatalogSiteDirectoryStoreSettings1795590000001 } from './1795590000001-catalog-site-directory-store-settings';

/**
 * The site directory's tables, oldest migration first. Their names (`catalog_*`, the `Catalog*`
 * migrations) date from when the catalog kept this copy; deployed databases have recorded the
 * migrations by name, so both stay.
 */
export const siteDirectoryMigrations: readonly MigrationClass[] = [CatalogSiteDirectoryCreateTables1795500500000, CatalogSiteDirectoryStoreSettings1795590000001];
