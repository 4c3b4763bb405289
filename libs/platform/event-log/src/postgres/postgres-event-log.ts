import type { DataSource, EntityManager } from 'typeorm';
import type { PoolClient, Pool, Notification } from 'pg';
import {
  EVENTS_APPENDED_CHANNEL,
  LOG_START,
  notifiedTopics,
  compareLogPositions,
  formatLogPosition,
  parseLogPosition,
  type LogPosition,
  type PostgresEventStore,
  type StoredEvent,
} from '@mercato/event-store';
import type { CheckpointStore, EventLog, LogBatchHandler, LogRecord, Subscription, SubscriptionOptions } from '../event-log.port';

/** The events table is one log; its single partition is called `all`. */
export const POSTGRES_LOG_PARTITION = 'all';

/** First look again after a wake-up that may have stopped at the horizon; doubled up to the poll interval. */
const FIRST_RECHECK_MS = 20;

export interface PostgresEventLogOptions {
  readonly dataSource: DataSource;
  readonly store: PostgresEventStore;
  readonly checkpoints: CheckpointStore<EntityManager>;
  readonly batchSize?: number;
  /** Fallback poll when no notification arrives (a lost LISTEN connection, say). */
  readonly pollIntervalMs?: number;
  readonly onError?: (error: unknown, subscriptionId: string) => void;
}

export function toLogRecord(event: StoredEvent): LogRecord {
  return {
    eventId: event.eventId,
    eventType: event.eventType,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    topic: event.topic,
    data: event.data,
    recordedAt: event.recordedAt,
    position: formatLogPosition(event),
    ...(event.metadata.traceparent ? { traceparent: event.metadata.traceparent } : {}),
  };
}

/**
 * The embedded transport: subscriptions read the events table in log order, woken by
 * LISTEN/NOTIFY, and keep their checkpoint in PostgreSQL.
 */
export class PostgresEventLog implements EventLog<EntityManager> {
  readonly transport = 'postgres' as const;
  private readonly wakers = new Set<(topics: ReadonlySet<string> | undefined) => void>();
  private readonly subscriptions = new Set<Subscription>();
  private listener: PoolClient | undefined;
  private closed = false;

  constructor(private readonly options: PostgresEventLogOptions) {}

  async subscribe(options: SubscriptionOptions, handler: LogBatchHandler<EntityManager>): Promise<Subscription> {
    await this.ensureListening();
    const { store, checkpoints } = this.options;
    const batchSize = this.options.batchSize ?? 500;
    const pollIntervalMs = this.options.pollIntervalMs ?? 1000;
    const saved = (await checkpoints.load(options.subscriptionId)).get(POSTGRES_LOG_PARTITION);
    let position: LogPosition = saved ? parseLogPosition(saved) : LOG_START;
    if (!saved && options.fromBeginning === false) position = await store.logEnd();

    let running = true;
    let wake: () => void = () => undefined;
    let pendingWake = false;
    const waker = (topics: ReadonlySet<string> | undefined) => {
      if (topics && !options.topics.some((topic) => topics.has(topic))) return;
      pendingWake = true;
      wake();
    };
    this.wakers.add(waker);
    // Callers of catchUp() waiting for the loop to reach the log head they measured.
    const waiting: Array<{ head: LogPosition; resolve: () => void; reject: (error: Error) => void }> = [];
    const settleWaiting = () => {
      for (const waiter of [...waiting]) {
        if (compareLogPositions(position, waiter.head) < 0) continue;
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    };
    const catchUp = async () => {
      if (!running) throw new Error(`Subscription ${options.subscriptionId} is stopped`);
      const head = await store.logEnd(options.topics);
      if (compareLogPositions(position, head) >= 0) return;
      await new Promise<void>((resolve, reject) => waiting.push({ head, resolve, reject }));
    };
    const sleep = (ms: number) =>
      new Promise<void>((resolve) => {
        if (pendingWake || !running) return resolve();
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    const loop = (async () => {
      let failures = 0;
      let recheckMs = 0;
      while (running) {
        const woken = pendingWake;
        pendingWake = false;
        try {
          const { events, next } = await store.readLog(position, { topics: options.topics, limit: batchSize });
          if (events.length > 0) {
            const last = events[events.length - 1]!;
            await handler(events.map(toLogRecord), {
              save: (tx) => checkpoints.save(tx, options.subscriptionId, new Map([[POSTGRES_LOG_PARTITION, formatLogPosition(last)]])),
            });
          }
          // Past other topics' events too (readLog): only the handled events' position is saved, so
          // after a restart a quiet subscription passes them once more, in its first read.
          position = next;
          settleWaiting();
          failures = 0;
          if (events.length === batchSize) {
            recheckMs = 0;
            continue;
          }
          // Read to the end, or only to the horizon: an event committed while an older transaction is
          // still in flight anywhere on the server stays invisible until that one ends (readLog), and
          // its notification is spent. So after a wake-up, look again soon, backing off to the poll.
          recheckMs = woken ? FIRST_RECHECK_MS : recheckMs * 2;
          if (recheckMs >= pollIntervalMs) recheckMs = 0;
          await sleep(recheckMs || pollIntervalMs);
        } catch (error) {
          // The batch is not acknowledged: it is read and handled again after a backoff.
          failures++;
          this.options.onError?.(error, options.subscriptionId);
          await sleep(Math.min(100 * 2 ** failures, 5000));
        }
      }
    })();

    const caughtUp = catchUp();
    // Callers that never await caughtUp must not get an unhandled rejection when it is stopped first.
    caughtUp.catch(() => undefined);
    const subscription: Subscription = {
      caughtUp,
      catchUp,
      stop: async () => {
        running = false;
        wake();
        this.wakers.delete(waker);
        this.subscriptions.delete(subscription);
        await loop;
        for (const waiter of waiting.splice(0)) waiter.reject(new Error(`Subscription ${options.subscriptionId} stopped before it caught up`));
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Stops every subscription still running (a loop left polling would outlive its database). */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
    if (this.listener) {
      this.listener.removeAllListeners('notification');
      this.listener.release();
      this.listener = undefined;
    }
  }

  /** One LISTEN connection per log wakes every subscription on append. */
  private async ensureListening(): Promise<void> {
    if (this.listener || this.closed) return;
    const pool = (this.options.dataSource.driver as unknown as { master: Pool }).master;
    const client = await pool.connect();
    client.on('notification', (message: Notification) => {
      if (message.channel !== EVENTS_APPENDED_CHANNEL) return;
      const topics = notifiedTopics(message.payload);
      for (const waker of this.wakers) waker(topics);
    });
    client.on('error', () => {
      // Polling keeps subscriptions moving; the next subscribe opens a fresh listener.
      if (this.listener === client) this.listener = undefined;
    });
    await client.query(`LISTEN ${EVENTS_APPENDED_CHANNEL}`);
    this.listener = client;
  }
}
