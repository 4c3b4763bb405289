import { setTimeout as delay } from 'node:timers/promises';
import { PostgresEventStore, eventStoreMigrations, type EventToAppend } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import type { LogRecord } from '../event-log.port';
import { eventLogMigrations } from '../migrations';
import { PostgresCheckpointStore } from './checkpoint-store';
import { PostgresEventLog } from './postgres-event-log';

const added = (topic: string, by: number): EventToAppend => ({ eventType: 'Added', topic, data: { by } });

describe('PostgresEventLog catch-up', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  let log: PostgresEventLog;

  beforeAll(async () => {
    db = await openTestDatabase([...eventStoreMigrations, ...eventLogMigrations]);
    store = new PostgresEventStore(db.dataSource);
    // Small batches and a slow handler: the log is still being read when catchUp() is called.
    log = new PostgresEventLog({ dataSource: db.dataSource, store, checkpoints: new PostgresCheckpointStore(db.dataSource), batchSize: 5 });
  });
  afterAll(async () => {
    await log.close();
    await db.close();
  });

  it('resolves catchUp() only once every event of its topics committed before the call is handled', async () => {
    const handled: LogRecord[] = [];
    const subscription = await log.subscribe({ subscriptionId: 'counter-view', topics: ['counter.events.v1'] }, async (records, checkpoint) => {
      await delay(20);
      await db.dataSource.transaction((manager) => checkpoint.save(manager));
      handled.push(...records);
    });
    await subscription.caughtUp;
    for (let i = 1; i <= 6; i++) await store.append(`counter-${i}`, 'counter', 'no_stream', Array.from({ length: 5 }, (_, n) => added('counter.events.v1', n)));
    // The last event of the log is on a topic this subscription does not read: it must not wait for it.
    await store.append('other-1', 'other', 'no_stream', [added('other.events.v1', 1)]);

    await subscription.catchUp();
    expect(handled).toHaveLength(30);
    expect(handled.every((record) => record.topic === 'counter.events.v1')).toBe(true);
    await subscription.catchUp();

    await subscription.stop();
    await expect(subscription.catchUp()).rejects.toThrow('is stopped');
  });
});
