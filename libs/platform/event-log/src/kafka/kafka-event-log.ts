import { setTimeout as delay } from 'node:timers/promises';
import { KafkaJSError, type Admin, type Consumer, type EachBatchPayload, type Kafka } from 'kafkajs';
import type {
  BatchCheckpoint,
  CheckpointStore,
  EventLog,
  LogBatchHandler,
  LogRecord,
  Subscription,
  SubscriptionOptions,
} from '../event-log.port';
import { CatchUpTracker, partitionKey } from './catch-up-tracker';
import type { KafkaLogger } from './kafka-connection';
import { fromKafkaMessage, MalformedKafkaRecordError } from './kafka-record';
import { topicNaming, type TopicNaming } from './topic-naming';

export interface KafkaEventLogOptions<Tx> {
  readonly kafka: Kafka;
  readonly checkpoints: CheckpointStore<Tx>;
  readonly log?: KafkaLogger;
  /**
   * Whose read models the subscriptions fill, e.g. the service name: consumer groups are
   * `<groupPrefix>.<subscription id>`. Two services keeping the same projection in their own
   * databases must not share a group, or each would get only some of the partitions.
   */
  readonly groupPrefix?: string;
  /** The deployment's topic and group names on the broker (`KAFKA_TOPIC_PREFIX`); unprefixed when absent. */
  readonly naming?: TopicNaming;
}

/** Longest pause between two attempts of a failing batch; keeps stop() and rebalances prompt. */
const MAX_RETRY_BACKOFF_MS = 5_000;
const FIRST_RETRY_BACKOFF_MS = 100;
/**
 * How often the group's offsets are committed to Kafka. They only decide where fetching resumes
 * (the checkpoints decide what was handled), so committing after every batch would only add a
 * broker round trip to each batch's latency; after a restart at most this much is fetched again
 * and skipped.
 */
const OFFSET_COMMIT_INTERVAL_MS = 5_000;
/**
 * How many partitions' batches kafkajs may hand over at once. Batches that arrive together (one
 * fetch brings one per partition with new records) are handled as one group: one handler call,
 * so one read-model transaction, instead of one per partition.
 */
const PARTITIONS_HANDLED_TOGETHER = 16;
/** How long setup calls keep retrying errors Kafka marks retriable (leader moves, coordinator loading). */
const SETUP_RETRY_DEADLINE_MS = 30_000;

/**
 * The event log read from Kafka. One consumer group per subscription (group id = subscription id,
 * after the optional `groupPrefix`, all after the deployment's topic prefix); records reach the
 * handler with logical topic names, while offsets and checkpoints are kept per physical partition
 * (a deployment that changes its prefix reads its new, empty topics from the start);
 * the handler's checkpoints (saved in its own transaction) decide what was already handled, Kafka's
 * committed offsets only decide where fetching resumes. Delivery is at-least-once, in order per
 * partition; a failing batch is retried with backoff, never skipped.
 * Do not await `stop()` from inside a handler: stopping waits for the running batch.
 */
export class KafkaEventLog<Tx> implements EventLog<Tx> {
  readonly transport = 'kafka' as const;
  private readonly subscriptions = new Set<KafkaSubscription<Tx>>();

  constructor(private readonly options: KafkaEventLogOptions<Tx>) {}

  async subscribe(options: SubscriptionOptions, handler: LogBatchHandler<Tx>): Promise<Subscription> {
    const subscription = new KafkaSubscription(this.options, options, handler, () => this.subscriptions.delete(subscription));
    await subscription.start();
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }
}

class KafkaSubscription<Tx> implements Subscription {
  readonly caughtUp: Promise<void>;
  private resolveCaughtUp!: () => void;
  private rejectCaughtUp!: (error: unknown) => void;
  private readonly consumer: Consumer;
  private readonly stopping = new AbortController();
  /** Last offset handled per partition key: loaded checkpoints, then what this process handled. */
  private readonly handledThrough = new Map<string, bigint>();
  private readonly tracker = new CatchUpTracker();
  private readonly groupId: string;
  private readonly naming: TopicNaming;
  /** The subscription's topics on the broker; partition keys (offsets, checkpoints) use these names. */
  private readonly physicalTopics: readonly string[];
  private lastOffsetCommit = Date.now();
  /** Batches handed over by kafkajs that the next group will handle, and the groups' turn order. */
  private arriving: Array<{ payload: EachBatchPayload; done: () => void; failed: (error: unknown) => void }> = [];
  private groupsDone: Promise<void> = Promise.resolve();
  /** Catch-ups in progress (the start's, then catchUp() calls): high watermarks to reach. */
  private readonly waiting: Array<{ targets: ReadonlyMap<string, bigint>; resolve: () => void; reject: (error: unknown) => void }> = [];

  constructor(
    private readonly deps: KafkaEventLogOptions<Tx>,
    private readonly options: SubscriptionOptions,
    private readonly handler: LogBatchHandler<Tx>,
    private readonly onStopped: () => void,
  ) {
    this.caughtUp = new Promise<void>((resolve, reject) => {
      this.resolveCaughtUp = resolve;
      this.rejectCaughtUp = reject;
    });
    // Callers that never await caughtUp must not get an unhandled rejection when the consumer crashes.
    this.caughtUp.catch(() => undefined);
    this.naming = deps.naming ?? topicNaming();
    this.physicalTopics = options.topics.map((topic) => this.naming.physical(topic));
    this.groupId = this.naming.group(deps.groupPrefix ? `${deps.groupPrefix}.${options.subscriptionId}` : options.subscriptionId);
    this.consumer = deps.kafka.consumer({
      groupId: this.groupId,
      allowAutoTopicCreation: false,
      // stop() waits for the fetch in flight; a 1 s long-poll keeps it prompt at negligible idle cost.
      maxWaitTimeInMs: 1_000,
      // kafkajs restarts a consumer that crashed on a retriable error (the broker away); a subscription
      // that was stopped must not come back (it kept reconnecting to a removed broker forever).
      retry: { restartOnFailure: async () => !this.stopping.signal.aborted },
    });
  }

  async start(): Promise<void> {
    const { subscriptionId, fromBeginning = true } = this.options;
    for (const [key, position] of await this.deps.checkpoints.load(subscriptionId)) {
      this.handledThrough.set(key, parseCheckpointOffset(subscriptionId, key, position));
    }
    this.waiting.push({ targets: await this.measureStartingPoint(fromBeginning), resolve: this.resolveCaughtUp, reject: this.rejectCaughtUp });

    const { GROUP_JOIN, CRASH } = this.consumer.events;
    this.consumer.on(GROUP_JOIN, ({ payload }) => {
      this.tracker.assign(
        Object.entries(payload.memberAssignment).flatMap(([topic, partitions]) => partitions.map((partition) => partitionKey(topic, partition))),
      );
      this.settleWaiting();
    });
    this.consumer.on(CRASH, ({ payload }) => {
      this.report('error', 'consumer crashed', { subscriptionId, error: payload.error.message, restart: payload.restart });
      if (!payload.restart) this.rejectWaiting(payload.error);
    });

    await this.consumer.connect();
    try {
      await this.consumer.subscribe({ topics: [...this.physicalTopics], fromBeginning });
      await this.consumer.run({
        autoCommit: false,
        eachBatchAutoResolve: false,
        partitionsConsumedConcurrently: PARTITIONS_HANDLED_TOGETHER,
        eachBatch: (payload) => this.joinGroup(payload),
      });
    } catch (error) {
      await this.consumer.disconnect();
      throw error;
    }
  }

  async catchUp(): Promise<void> {
    if (this.stopping.signal.aborted) throw new Error(`Subscription ${this.options.subscriptionId} is stopped`);
    const targets = highWatermarks(await this.withAdmin((admin) => this.partitionOffsets(admin)));
    await new Promise<void>((resolve, reject) => {
      this.waiting.push({ targets, resolve, reject });
      this.settleWaiting();
    });
  }

  async stop(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    this.stopping.abort();
    await this.consumer.disconnect();
    this.rejectWaiting(new Error(`Subscription ${this.options.subscriptionId} stopped before it caught up`));
    this.onStopped();
  }

  /** Where each partition's reading starts; returns where it ends now (the high watermarks), for `caughtUp`. */
  private measureStartingPoint(fromBeginning: boolean): Promise<ReadonlyMap<string, bigint>> {
    return this.withAdmin(async (admin) => {
      const offsets = await this.partitionOffsets(admin);
      const starts = new Map(offsets.map(({ key, low, high }) => [key, fromBeginning ? low : high]));
      const committed = await admin.fetchOffsets({ groupId: this.groupId, topics: [...this.physicalTopics] });
      for (const { topic, partitions } of committed) {
        for (const { partition, offset } of partitions) {
          // -1: the group never committed on this partition.
          if (BigInt(offset) >= 0n) starts.set(partitionKey(topic, partition), BigInt(offset));
        }
      }
      for (const [key, start] of starts) this.tracker.advance(key, start);
      for (const [key, offset] of this.handledThrough) this.tracker.advance(key, offset + 1n);
      return highWatermarks(offsets);
    });
  }

  private async partitionOffsets(admin: Admin): Promise<Array<{ key: string; low: bigint; high: bigint }>> {
    const offsets: Array<{ key: string; low: bigint; high: bigint }> = [];
    for (const topic of this.physicalTopics) {
      for (const { partition, low, high } of await admin.fetchTopicOffsets(topic)) offsets.push({ key: partitionKey(topic, partition), low: BigInt(low), high: BigInt(high) });
    }
    return offsets;
  }

  /**
   * Runs `work` on a fresh admin client, again on a new one while Kafka answers a retriable error:
   * a fresh broker answers "coordinator loading" until its offsets topic is ready, and a topic
   * created a moment ago may answer "not the leader" (kafkajs gives up on that at once, and only
   * a new client is sure to fetch the new metadata). `work` must change nothing before it succeeds.
   */
  private withAdmin<T>(work: (admin: Admin) => Promise<T>): Promise<T> {
    return retryWhileRetriable(async () => {
      const admin = this.deps.kafka.admin();
      await admin.connect();
      try {
        return await work(admin);
      } finally {
        await admin.disconnect();
      }
    });
  }

  /**
   * kafkajs calls eachBatch for every partition of a fetch at once (up to PARTITIONS_HANDLED_TOGETHER);
   * those calls all arrive before the next turn of the event loop, where they are handled as one
   * group. Groups run one after another, so a partition's batches stay in order.
   */
  private joinGroup(payload: EachBatchPayload): Promise<void> {
    return new Promise<void>((done, failed) => {
      if (this.arriving.length === 0) {
        setImmediate(() => {
          const group = this.arriving;
          this.arriving = [];
          this.groupsDone = this.groupsDone.then(() =>
            this.handleGroup(group.map((member) => member.payload)).then(
              () => group.forEach((member) => member.done()),
              (error: unknown) => group.forEach((member) => member.failed(error)),
            ),
          );
        });
      }
      this.arriving.push({ payload, done, failed });
    });
  }

  private async handleGroup(payloads: readonly EachBatchPayload[]): Promise<void> {
    const records: LogRecord[] = [];
    for (const { batch } of payloads) {
      const handledThrough = this.handledThrough.get(partitionKey(batch.topic, batch.partition));
      for (const message of batch.messages) {
        if (handledThrough !== undefined && BigInt(message.offset) <= handledThrough) continue;
        try {
          records.push(fromKafkaMessage(this.naming.logical(batch.topic), batch.partition, message));
        } catch (error) {
          // A foreign message would block the partition forever; it stays in Kafka for inspection.
          if (!(error instanceof MalformedKafkaRecordError)) throw error;
          this.report('error', 'skipping a message that is not an event log record', { reason: error.message });
        }
      }
    }
    if (records.length > 0 && !(await this.handleWithRetry(records, payloads))) return;

    for (const { batch, resolveOffset } of payloads) {
      const key = partitionKey(batch.topic, batch.partition);
      const lastOffset = batch.lastOffset();
      this.handledThrough.set(key, BigInt(lastOffset));
      resolveOffset(lastOffset);
      this.tracker.advance(key, BigInt(lastOffset) + 1n);
    }
    this.settleWaiting();
    if (Date.now() - this.lastOffsetCommit >= OFFSET_COMMIT_INTERVAL_MS) {
      this.lastOffsetCommit = Date.now();
      // The offsets the consumer resolved so far, on every partition it holds.
      const [first] = payloads;
      if (first) await first.commitOffsetsIfNecessary(first.uncommittedOffsets());
    }
  }

  /** False when the subscription stops or loses one of the partitions before the handler succeeded. */
  private async handleWithRetry(records: readonly LogRecord[], payloads: readonly EachBatchPayload[]): Promise<boolean> {
    const checkpoint = this.checkpointFor(records);
    const mayRetry = () => !this.stopping.signal.aborted && payloads.every((payload) => payload.isRunning() && !payload.isStale());
    for (let attempt = 1; ; attempt++) {
      try {
        await this.handler(records, checkpoint);
        return true;
      } catch (error) {
        this.report('error', 'batch handler failed; retrying the same records', {
          subscriptionId: this.options.subscriptionId,
          firstPosition: records[0]?.position,
          attempt,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      // Offsets stay unresolved when we give up here, so the records are fetched again.
      if (!mayRetry()) return false;
      try {
        await delay(retryBackoffMs(attempt), undefined, { signal: this.stopping.signal });
      } catch {
        return false;
      }
      await payloads[0]?.heartbeat();
      if (!mayRetry()) return false;
    }
  }

  private checkpointFor(records: readonly LogRecord[]): BatchCheckpoint<Tx> {
    const lastOffsetByPartition = new Map<string, string>();
    for (const record of records) {
      // position is `partition:offset` (see kafkaPosition); the checkpoint keeps the offset.
      const separator = record.position.indexOf(':');
      const partition = Number(record.position.slice(0, separator));
      lastOffsetByPartition.set(partitionKey(this.naming.physical(record.topic), partition), record.position.slice(separator + 1));
    }
    return { save: (tx) => this.deps.checkpoints.save(tx, this.options.subscriptionId, lastOffsetByPartition) };
  }

  private settleWaiting(): void {
    for (const waiter of [...this.waiting]) {
      if (!this.tracker.isCaughtUpWith(waiter.targets)) continue;
      this.waiting.splice(this.waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  private rejectWaiting(error: unknown): void {
    for (const waiter of this.waiting.splice(0)) waiter.reject(error);
  }

  private report(level: 'error' | 'warn', message: string, details: Record<string, unknown>): void {
    this.deps.log?.({ level, source: 'KafkaEventLog', message, details });
  }
}

function highWatermarks(offsets: ReadonlyArray<{ key: string; high: bigint }>): ReadonlyMap<string, bigint> {
  return new Map(offsets.map(({ key, high }) => [key, high]));
}

function retryBackoffMs(attempt: number): number {
  return Math.min(FIRST_RETRY_BACKOFF_MS * 2 ** (attempt - 1), MAX_RETRY_BACKOFF_MS);
}

async function retryWhileRetriable<T>(call: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + SETUP_RETRY_DEADLINE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const retriable = error instanceof KafkaJSError && error.retriable;
      if (!retriable || Date.now() > deadline) throw error;
      await delay(retryBackoffMs(attempt));
    }
  }
}

function parseCheckpointOffset(subscriptionId: string, key: string, position: string): bigint {
  if (!/^\d+$/.test(position)) {
    throw new Error(`Checkpoint of ${subscriptionId} for ${key} is '${position}', expected a Kafka offset`);
  }
  return BigInt(position);
}
