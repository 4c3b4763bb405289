import { eventLogContract } from '../contract/event-log-contract';
import { PostgresCheckpointStore } from './checkpoint-store';
import { PostgresEventLog } from './postgres-event-log';

// Small batches, so the cases span several batches as a busy log would.
eventLogContract('PostgreSQL', async ({ dataSource, store }) => ({
  open: () => new PostgresEventLog({ dataSource, store, checkpoints: new PostgresCheckpointStore(dataSource), batchSize: 4 }),
  // Subscribers read the events table itself: an appended event is readable once committed.
  transported: async () => undefined,
  close: async () => undefined,
}));
