/**
 * The port every subscriber reads from. Two adapters implement it and pass the same
 * contract suite (contract/event-log-contract.ts, run by postgres-event-log.contract.pg-test.ts and
 * kafka-event-log.contract.kafka-test.ts): PostgreSQL (checkpointed subscription over the events
 * table) and Kafka.
 */

/** One domain event as it travels on the log: a Kafka message or an events-table row. */
export interface LogRecord {
  /** Globally unique event id (UUID); consumers deduplicate on it. */
  readonly eventId: string;
  /** Event type, e.g. `ProductCreated`. Travels as the `event-type` header. */
  readonly eventType: string;
  /** Stream id; the Kafka message key, so one stream stays on one partition, in order. */
  readonly streamId: string;
  /** Version of the event within its stream (1-based). */
  readonly streamVersion: number;
  /** Topic the record belongs to, e.g. `catalog.events.v1`. */
  readonly topic: string;
  /** The proto3 JSON of the event message. */
  readonly data: Readonly<Record<string, unknown>>;
  /** W3C trace context of the command that produced the event, when there was one. */
  readonly traceparent?: string;
  /** When the event was committed to the event store (ISO 8601). */
  readonly recordedAt: string;
  /**
   * Transport position, opaque to handlers; the adapter stores it as the checkpoint
   * (events table: `transactionId:globalPosition`; Kafka: `partition:offset`).
   */
  readonly position: string;
}

export interface SubscriptionOptions {
  /** Stable name; checkpoints and consumer groups are keyed by it. */
  readonly subscriptionId: string;
  readonly topics: readonly string[];
  /** Start from the beginning of the log when no checkpoint exists (default true). */
  readonly fromBeginning?: boolean;
}

export interface Subscription {
  /** Resolves once the subscription has caught up with everything committed before it started. */
  readonly caughtUp: Promise<void>;
  /**
   * Resolves once the subscription has handled everything committed to its log before the call
   * (the log head measured now); rejects if it is stopped first.
   */
  catchUp(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Where a subscription's progress is kept: a row per (subscription, partition) in PostgreSQL,
 * written inside the same transaction as the subscriber's own writes.
 * `Tx` is the transaction handle of the read-model store (a TypeORM EntityManager).
 */
export interface CheckpointStore<Tx> {
  /** Positions saved so far, by partition key (`all` for the events table, `topic/partition` for Kafka). */
  load(subscriptionId: string): Promise<ReadonlyMap<string, string>>;
  /** Saves the positions reached, by partition key, in one write. */
  save(tx: Tx, subscriptionId: string, positions: ReadonlyMap<string, string>): Promise<void>;
}

/** Given to a batch handler: persists the batch's positions inside the handler's transaction. */
export interface BatchCheckpoint<Tx> {
  save(tx: Tx): Promise<void>;
}

export type LogBatchHandler<Tx> = (records: readonly LogRecord[], checkpoint: BatchCheckpoint<Tx>) => Promise<void>;

/** The port. Delivery is at-least-once, in order per stream; handlers must be idempotent. */
export interface EventLog<Tx> {
  readonly transport: 'postgres' | 'kafka';
  subscribe(options: SubscriptionOptions, handler: LogBatchHandler<Tx>): Promise<Subscription>;
  /** Stops every subscription opened on this log (waiting for their running batches). */
  close(): Promise<void>;
}
