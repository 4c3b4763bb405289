import type { MigrationClass } from '@mercato/database';
import { SitesCreateTables1795500300000 } from './1795500300000-sites-create-tables';
import { SitesStoreSettings1795590000000 } from './1795590000000-sites-store-settings';
import { SitesLanguages1795600450000 } from './1795600450000-sites-languages';

/** The sites context's tables, oldest migration first. */
export const sitesMigrations: readonly MigrationClass[] = [SitesCreateTables1795500300000, SitesStoreSettings1795590000000, SitesLanguages1795600450000];
