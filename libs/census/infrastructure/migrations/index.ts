import type { MigrationClass } from '@mercato/database';
import { CensusCreateTables1795500600000 } from './1795500600000-census-create-tables';
import { CensusSiteHostsCreateTable1795590000002 } from './1795590000002-census-site-hosts-create-table';
import { CensusOutboxCreateTable1795730100000 } from './1795730100000-census-outbox-create-table';

/** Server-side records waiting for the census sink: every process whose contexts report one mounts it. */
export const censusOutboxMigrations: readonly MigrationClass[] = [CensusOutboxCreateTable1795730100000];

/** Census's tables, oldest migration first. */
export const censusMigrations: readonly MigrationClass[] = [CensusCreateTables1795500600000, ...censusOutboxMigrations];

/** Distributed mode only: the census service's own site directory. */
export const censusSiteHostsMigrations: readonly MigrationClass[] = [CensusSiteHostsCreateTable1795590000002];
