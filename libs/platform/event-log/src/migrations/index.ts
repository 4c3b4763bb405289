import type { MigrationClass } from '@mercato/database';
import { EventLogCreateTables1795500100000 } from './1795500100000-event-log-create-tables';

/** Checkpoints and projection bookkeeping, oldest migration first. */
export const eventLogMigrations: readonly MigrationClass[] = [EventLogCreateTables1795500100000];
