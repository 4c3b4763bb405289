import { SpanKind } from '@opentelemetry/api';
import type { DataSource, EntityManager } from 'typeorm';
import { startBatchSpans } from '@mercato/observability';
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
    // One PRODUCER span per event, in the trace of the command that appended it; its context travels in the headers.
    const spans = startBatchSpans((i) => `kafka produce ${records[i]!.topic}`, records.map((record) => record.traceparent), SpanKind.PRODUCER);
    try {
      await publisher.publish(records.map((record, i) => withTraceparent(record, spans.traceparents[i])));
      spans.end();
    } catch (error) {
      spans.end(error);
      throw error;
    }
    // One statement, so no transaction around it: one round trip instead of three before the next batch.
    await checkpoint.save(dataSource.manager);
  });
}

function withTraceparent(record: LogRecord, traceparent: string | undefined): LogRecord {
  return traceparent ? { ...record, traceparent } : record;
}
