import type { MigrationClass } from '@mercato/database';
import { CensusCreateTables1795500600000 } from './1795500600000-census-create-tables';
import { CensusSiteHostsCreateTable1795590000002 } from './1795590000002-census-site-hosts-create-table';

/** Census's table, oldest migration first. */
export const censusMigrations: readonly MigrationClass[] = [CensusCreateTables1795500600000];

/** Distributed mode only: the census service's own site directory. */
export const censusSiteHostsMigrations: readonly MigrationClass[] = [CensusSiteHostsCreateTable1795590000002];
