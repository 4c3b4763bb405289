import type { MigrationClass } from '@mercato/database';
import { SiteUsersCreateTables1795600000000 } from './1795600000000-site-users-create-tables';

/** The site-users context's migrations, oldest first. */
export const siteUserMigrations: readonly MigrationClass[] = [SiteUsersCreateTables1795600000000];
