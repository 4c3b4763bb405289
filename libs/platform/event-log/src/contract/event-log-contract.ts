/**
 * The contract every EventLog adapter passes (see event-log.port.ts), as jest cases. An adapter's
 * test file calls `eventLogContract('Kafka', factory)`; the suite appends events to a real
 * PostgreSQL event store, the adapter carries them (Kafka: through the forwarder), and a projection
 * keeps its rows and checkpoints in that same database, as services do.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { PostgresEventStore, eventStoreMigrations } from '@mercato/event-store';
import { eventually, openTestDatabase, readModelRows, type TestDatabase } from '@mercato/testing';
import type { EventLog, LogBatchHandler, LogRecord, Subscription } from '../event-log.port';
import { eventLogMigrations } from '../migrations';
import { applyBatch, type Projection } from '../projections/projection';
import { startProjection } from '../projections/projection-runner';
import { rebuildProjection } from '../projections/rebuild';

export interface EventLogAdapterContext {
  readonly dataSource: DataSource;
  readonly store: PostgresEventStore;
  /** A topic of the test's own; the adapter creates it on its transport when it must. */
  readonly topic: string;
}

export interface EventLogAdapter {
  /** A new instance of the adapter, as a (re)started process opens one; checkpoints live in the context's database. */
  open(): EventLog<EntityManager>;
  /** Resolves once every event appended so far can be read from the adapter's transport. */
  transported(): Promise<void>;
  close(): Promise<void>;
}

export type EventLogAdapterFactory = (context: EventLogAdapterContext) => Promise<EventLogAdapter>;

const LEDGER_TABLE = 'contract_ledger';
const STREAMS = ['stream-a', 'stream-b', 'stream-c', 'stream-d', 'stream-e'];

/** Each stream's versions in the order they were applied: a reordered or doubled event shows. */
function ledgerProjection(topic: string): Projection {
  return {
    name: `contract-ledger-${randomUUID()}`,
    topics: [topic],
    tables: [LEDGER_TABLE],
    async apply(record, manager) {
      await manager.query(
        `INSERT INTO ${LEDGER_TABLE} (stream_id, versions) VALUES ($1, ARRAY[$2::integer])
         ON CONFLICT (stream_id) DO UPDATE SET versions = ${LEDGER_TABLE}.versions || $2::integer`,
        [record.streamId, record.streamVersion],
      );
    },
  };
}

function versionsByStream(records: readonly LogRecord[]): Map<string, number[]> {
  const byStream = new Map<string, number[]>();
  for (const record of records) byStream.set(record.streamId, [...(byStream.get(record.streamId) ?? []), record.streamVersion]);
  return byStream;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

export function eventLogContract(transport: string, createAdapter: EventLogAdapterFactory): void {
  describe(`EventLog contract on ${transport}`, () => {
    let db: TestDatabase;
    let store: PostgresEventStore;
    let adapter: EventLogAdapter;
    let topic: string;
    let projection: Projection;
    const opened: EventLog<EntityManager>[] = [];
    const subscriptions: Subscription[] = [];
    const appended = new Map<string, number>();

    beforeEach(async () => {
      db = await openTestDatabase([...eventStoreMigrations, ...eventLogMigrations]);
      // A read model of the test's own, created here as a service's migration would.
      await db.dataSource.query(`CREATE TABLE ${LEDGER_TABLE} (stream_id text PRIMARY KEY, versions integer[] NOT NULL)`);
      store = new PostgresEventStore(db.dataSource);
      topic = `contract.events.${randomUUID()}`;
      projection = ledgerProjection(topic);
      appended.clear();
      adapter = await createAdapter({ dataSource: db.dataSource, store, topic });
    });

    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((subscription) => subscription.stop()));
      await Promise.all(opened.splice(0).map((log) => log.close()));
      await adapter.close();
      await db.close();
    });

    function openLog(): EventLog<EntityManager> {
      const log = adapter.open();
      opened.push(log);
      return log;
    }

    async function subscribe(log: EventLog<EntityManager>, subscriptionId: string, handler: LogBatchHandler<EntityManager>): Promise<Subscription> {
      const subscription = await log.subscribe({ subscriptionId, topics: [topic] }, handler);
      subscriptions.push(subscription);
      return subscription;
    }

    /** `rounds` more events on every stream, one transaction per event, interleaved as concurrent writers commit. */
    async function appendRounds(rounds: number): Promise<void> {
      for (let round = 0; round < rounds; round++) {
        for (const streamId of STREAMS) {
          const version = appended.get(streamId) ?? 0;
          await store.append(streamId, 'contract', version === 0 ? 'no_stream' : version, [{ eventType: 'Counted', topic, data: { round } }]);
          appended.set(streamId, version + 1);
        }
      }
    }

    /** What the ledger holds once every appended event was applied once, in order. */
    function expectedLedger(): Array<{ stream_id: string; versions: number[] }> {
      return [...appended].map(([streamId, version]) => ({ stream_id: streamId, versions: range(1, version) })).sort((a, b) => a.stream_id.localeCompare(b.stream_id));
    }

    async function ledger(): Promise<Array<{ stream_id: string; versions: number[] }>> {
      return db.dataSource.query(`SELECT stream_id, versions FROM ${LEDGER_TABLE} ORDER BY stream_id COLLATE "C"`);
    }

    /** The projection runner's handler (apply and checkpoint in one transaction), noting what it was handed. */
    function projecting(delivered: LogRecord[]): LogBatchHandler<EntityManager> {
      return (records, checkpoint) =>
        db.dataSource.transaction(async (manager) => {
          delivered.push(...records);
          await applyBatch(projection, records, manager);
          await checkpoint.save(manager);
        });
    }

    async function caughtUpWithEverything(subscription: Subscription): Promise<void> {
      await adapter.transported();
      await subscription.catchUp();
    }

    it('delivers every event of a stream once and in order, across batches and partitions, before and after subscribing', async () => {
      await appendRounds(4);
      const delivered: LogRecord[] = [];
      const subscription = await subscribe(openLog(), `order-${randomUUID()}`, async (records, checkpoint) => {
        await db.dataSource.transaction((manager) => checkpoint.save(manager));
        delivered.push(...records);
      });
      await adapter.transported();
      await subscription.caughtUp;
      await appendRounds(6);
      await caughtUpWithEverything(subscription);

      expect(versionsByStream(delivered)).toEqual(new Map(STREAMS.map((streamId) => [streamId, range(1, 10)])));
      expect(delivered.every((record) => record.topic === topic && record.eventType === 'Counted')).toBe(true);
    });

    it('redelivers a batch after a crash between applying it and saving its checkpoint; the projection applies it once', async () => {
      await appendRounds(3);
      const crashedBatch: LogRecord[] = [];
      const firstRun = await subscribe(openLog(), projection.name, async (records) => {
        // The process is gone: nothing it would do after the crash happens.
        if (crashedBatch.length > 0) throw new Error('process is down');
        await db.dataSource.transaction((manager) => applyBatch(projection, records, manager));
        crashedBatch.push(...records);
        throw new Error('process died before saving the checkpoint');
      });
      await adapter.transported();
      await eventually(async () => expect(crashedBatch.length).toBeGreaterThan(0), 60_000);
      await firstRun.stop();

      const redelivered: LogRecord[] = [];
      const secondRun = await subscribe(openLog(), projection.name, projecting(redelivered));
      await caughtUpWithEverything(secondRun);

      expect(redelivered.map((record) => record.eventId)).toEqual(expect.arrayContaining(crashedBatch.map((record) => record.eventId)));
      expect(await ledger()).toEqual(expectedLedger());
    });

    it('retries a batch whose handler threw, keeping nothing of the failed attempts', async () => {
      await appendRounds(3);
      const delivered: LogRecord[] = [];
      let failuresLeft = 2;
      const subscription = await subscribe(openLog(), projection.name, (records, checkpoint) =>
        db.dataSource.transaction(async (manager) => {
          delivered.push(...records);
          await applyBatch(projection, records, manager);
          await checkpoint.save(manager);
          // Fails after writing: the transaction rolls back, and the same records must come again.
          if (failuresLeft-- > 0) throw new Error('read model unavailable');
        }),
      );
      await caughtUpWithEverything(subscription);

      const [firstRecord] = delivered;
      expect(delivered.filter((record) => record.eventId === firstRecord?.eventId)).toHaveLength(3);
      expect(await ledger()).toEqual(expectedLedger());
    });

    it('restarts from its checkpoint: a second run is handed only what the first did not handle', async () => {
      await appendRounds(3);
      const firstDelivered: LogRecord[] = [];
      const firstRun = await subscribe(openLog(), projection.name, projecting(firstDelivered));
      await caughtUpWithEverything(firstRun);
      await firstRun.stop();
      const handledBefore = new Set(firstDelivered.map((record) => record.eventId));
      expect(handledBefore.size).toBe(3 * STREAMS.length);

      await appendRounds(2);
      const secondDelivered: LogRecord[] = [];
      const secondRun = await subscribe(openLog(), projection.name, projecting(secondDelivered));
      await caughtUpWithEverything(secondRun);

      expect(versionsByStream(secondDelivered)).toEqual(new Map(STREAMS.map((streamId) => [streamId, [4, 5]])));
      expect(await ledger()).toEqual(expectedLedger());
    });

    it('starts at the end of the log when asked: it gets every event appended once subscribe() resolved, none from before', async () => {
      await appendRounds(2);
      await adapter.transported();
      const delivered: LogRecord[] = [];
      const subscription = await openLog().subscribe({ subscriptionId: projection.name, topics: [topic], fromBeginning: false }, projecting(delivered));
      subscriptions.push(subscription);
      await appendRounds(3);
      await caughtUpWithEverything(subscription);

      expect(versionsByStream(delivered)).toEqual(new Map(STREAMS.map((streamId) => [streamId, [3, 4, 5]])));
    });

    it('stops its subscriptions when the log is closed: nothing appended afterwards is handled', async () => {
      await appendRounds(1);
      const log = openLog();
      const delivered: LogRecord[] = [];
      const subscription = await subscribe(log, projection.name, projecting(delivered));
      await caughtUpWithEverything(subscription);

      await log.close();
      await expect(subscription.catchUp()).rejects.toThrow('is stopped');
      await appendRounds(1);
      await adapter.transported();
      expect(delivered).toHaveLength(STREAMS.length);
    });

    it('rebuilds from the event store into the rows the live projection holds, and stays live after a rebuild', async () => {
      await appendRounds(4);
      const live = await startProjection(openLog(), db.dataSource, projection);
      subscriptions.push(live);
      await caughtUpWithEverything(live);
      const liveRows = await readModelRows(db.dataSource, projection.tables);
      expect(liveRows[LEDGER_TABLE]).toHaveLength(STREAMS.length);

      await rebuildProjection(db.dataSource, store, projection);
      expect(await readModelRows(db.dataSource, projection.tables)).toEqual(liveRows);

      // A rebuild while new events arrive: the live subscription skips what the rebuild applied and adds the rest.
      await appendRounds(3);
      await rebuildProjection(db.dataSource, store, projection);
      await caughtUpWithEverything(live);
      expect(await ledger()).toEqual(expectedLedger());
    });
  });
}
