import type { DataSource, EntityManager } from 'typeorm';
import type { EventLog, LogRecord, Subscription } from './event-log.port';

/** Where forwarded records go: the Kafka publisher in distributed mode. */
export interface RecordPublisher {
  publish(records: readonly LogRecord[]): Promise<void>;
}

export const FORWARDER_SUBSCRIPTION_ID = 'forwarder:kafka';

/**
 * Forwards committed events from the events table to the publisher, in log order (so in order
 * per stream). The checkpoint moves only after the broker acknowledged the batch: a crash in
 * between republishes the batch (at-least-once), and consumers skip what they already applied.
 */
export function startForwarder(
  source: EventLog<EntityManager>,
  dataSource: DataSource,
  publisher: RecordPublisher,
  topics: readonly string[],
): Promise<Subscription> {
  return source.subscribe({ subscriptionId: FORWARDER_SUBSCRIPTION_ID, topics }, async (records, checkpoint) => {
    await publisher.publish(records);
    await dataSource.transaction((manager) => checkpoint.save(manager));
  });
}
