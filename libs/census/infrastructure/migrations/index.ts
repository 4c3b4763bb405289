import type { MigrationClass } from '@mercato/database';
import { CensusCreateTables1795500600000 } from './1795500600000-census-create-tables';

/** Census's table, oldest migration first. */
export const censusMigrations: readonly MigrationClass[] = [CensusCreateTables1795500600000];
