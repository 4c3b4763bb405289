import type { MigrationClass } from '@mercato/database';
import { EventStoreCreateTables1795500000000 } from './1795500000000-event-store-create-tables';
import { EventStoreSnapshotStateVersion1795590000003 } from './1795590000003-event-store-snapshot-state-version';

/** The event store's tables, oldest migration first. */
export const eventStoreMigrations: readonly MigrationClass[] = [EventStoreCreateTables1795500000000, EventStoreSnapshotStateVersion1795590000003];
