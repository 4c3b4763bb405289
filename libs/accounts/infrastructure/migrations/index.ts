import type { MigrationClass } from '@mercato/database';
import { ContributorsCreateTables1795500200000 } from './1795500200000-contributors-create-tables';

/** Contributor accounts, roles and sessions, oldest migration first. */
export const contributorMigrations: readonly MigrationClass[] = [ContributorsCreateTables1795500200000];
