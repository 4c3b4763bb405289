import { setTimeout as delay } from 'node:timers/promises';
import { PostgresEventStore, eventStoreMigrations, type EventToAppend } from '@mercato/event-store';
import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import type { LogRecord } from '../event-log.port';
import { eventLogMigrations } from '../migrations';
import { PostgresCheckpointStore } from './checkpoint-store';
import { PostgresEventLog, type PostgresEventLogOptions } from './postgres-event-log';

const added = (topic: string, by: number): EventToAppend => ({ eventType: 'Added', topic, data: { by } });

/** A database of the test file's own with a store and a log over it, closed after the block's tests. */
function logOnTestDatabase(options: Pick<PostgresEventLogOptions, 'batchSize' | 'pollIntervalMs'>) {
  const opened = {} as { db: TestDatabase; store: PostgresEventStore; log: PostgresEventLog };
  beforeAll(async () => {
    opened.db = await openTestDatabase([...eventStoreMigrations, ...eventLogMigrations]);
    opened.store = new PostgresEventStore(opened.db.dataSource);
    opened.log = new PostgresEventLog({ dataSource: opened.db.dataSource, store: opened.store, checkpoints: new PostgresCheckpointStore(opened.db.dataSource), ...options });
  });
  afterAll(async () => {
    await opened.log.close();
    await opened.db.close();
  });
  return opened;
}

describe('PostgresEventLog catch-up', () => {
  // Small batches and a slow handler: the log is still being read when catchUp() is called.
  const opened = logOnTestDatabase({ batchSize: 5 });

  it('resolves catchUp() only once every event of its topics committed before the call is handled', async () => {
    const handled: LogRecord[] = [];
    const subscription = await opened.log.subscribe({ subscriptionId: 'counter-view', topics: ['counter.events.v1'] }, async (records, checkpoint) => {
      await delay(20);
      await opened.db.dataSource.transaction((manager) => checkpoint.save(manager));
      handled.push(...records);
    });
    await subscription.caughtUp;
    for (let i = 1; i <= 6; i++) await opened.store.append(`counter-${i}`, 'counter', 'no_stream', Array.from({ length: 5 }, (_, n) => added('counter.events.v1', n)));
    // The last event of the log is on a topic this subscription does not read: it must not wait for it.
    await opened.store.append('other-1', 'other', 'no_stream', [added('other.events.v1', 1)]);

    await subscription.catchUp();
    expect(handled).toHaveLength(30);
    expect(handled.every((record) => record.topic === 'counter.events.v1')).toBe(true);
    await subscription.catchUp();

    await subscription.stop();
    await expect(subscription.catchUp()).rejects.toThrow('is stopped');
  });
});

describe('PostgresEventLog wake-up after commit', () => {
  // A fallback poll far longer than the test: only a notification can deliver in time.
  const opened = logOnTestDatabase({ pollIntervalMs: 60_000 });

  /** A subscription on `topic`, and how many times it read the log after it caught up. */
  async function watch(topic: string) {
    const handled: LogRecord[] = [];
    const subscription = await opened.log.subscribe({ subscriptionId: `watch-${topic}`, topics: [topic] }, async (records, checkpoint) => {
      await opened.db.dataSource.transaction((manager) => checkpoint.save(manager));
      handled.push(...records);
    });
    await subscription.caughtUp;
    const readsBefore = readsOf(topic);
    return { handled, subscription, reads: () => readsOf(topic) - readsBefore };
  }
  const readsOf = (topic: string) => readLog.mock.calls.filter(([, options]) => options?.topics?.includes(topic)).length;
  let readLog: jest.SpiedFunction<PostgresEventStore['readLog']>;
  beforeAll(() => {
    readLog = jest.spyOn(opened.store, 'readLog');
  });

  const until = async (condition: () => boolean) => {
    for (let waited = 0; !condition(); waited += 10) {
      if (waited > 15_000) throw new Error('not woken within 15 s');
      await delay(10);
    }
  };

  it('wakes a topic’s subscribers when an append commits, alone or in a transaction, and not for a rollback', async () => {
    const carts = await watch('wake-cart.events.v1');
    const forms = await watch('wake-forms.events.v1');

    await opened.store.append('wake-cart-1', 'cart', 'no_stream', [added('wake-cart.events.v1', 1)]);
    await until(() => carts.handled.length === 1);

    await expect(
      opened.store.transaction(async (manager) => {
        await opened.store.append('wake-cart-2', 'cart', 'no_stream', [added('wake-cart.events.v1', 2)], { manager });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await opened.store.transaction(async (manager) => {
      await opened.store.append('wake-cart-3', 'cart', 'no_stream', [added('wake-cart.events.v1', 3)], { manager });
      // Not yet committed: nothing to see.
      await delay(50);
      expect(carts.handled).toHaveLength(1);
    });
    await until(() => carts.handled.length === 2);
    expect(carts.handled.map((record) => record.streamId)).toEqual(['wake-cart-1', 'wake-cart-3']);

    // The other topic's subscriber was never woken to read the log for nothing.
    expect(forms.reads()).toBe(0);
    await opened.store.append('wake-forms-1', 'form', 'no_stream', [added('wake-forms.events.v1', 1)]);
    await until(() => forms.handled.length === 1);

    await carts.subscription.stop();
    await forms.subscription.stop();
  });

  it('delivers an append whose wake-up came while an older transaction held it behind the horizon', async () => {
    const orders = await watch('wake-orders.events.v1');
    // Another session's transaction with an xid older than the append's, as a parallel test or service may have.
    const older = opened.db.dataSource.createQueryRunner();
    await older.startTransaction();
    await older.query('SELECT pg_current_xact_id()');
    try {
      await opened.store.append('wake-orders-1', 'order', 'no_stream', [added('wake-orders.events.v1', 1)]);
      // The notification is delivered and read while the append is still invisible to the log.
      await until(() => orders.reads() >= 1);
      expect(orders.handled).toHaveLength(0);
    } finally {
      await older.commitTransaction();
      await older.release();
    }
    // No second notification comes: only looking again finds it (the fallback poll is a minute).
    await until(() => orders.handled.length === 1);
    await orders.subscription.stop();
  });
});
