import { Partitioners, type Kafka, type Message, type Producer } from 'kafkajs';
import type { LogRecord } from '../event-log.port';
import { toKafkaMessage } from './kafka-record';
import { topicNaming, type TopicNaming } from './topic-naming';

/**
 * Publishes event log records to Kafka with an idempotent producer: broker-side deduplication of
 * retried sends keeps per-partition order and avoids duplicates from the producer itself. Records
 * name logical topics; `naming` puts them on the deployment's prefixed topics.
 */
export class KafkaEventPublisher {
  private readonly producer: Producer;
  private connected?: Promise<void>;

  constructor(
    kafka: Kafka,
    private readonly naming: TopicNaming = topicNaming(),
  ) {
    this.producer = kafka.producer({
      idempotent: true,
      // kafkajs guarantees ordering under idempotence only with one request in flight.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // Murmur2 like the Java client, so every client maps a stream id to the same partition.
      createPartitioner: Partitioners.DefaultPartitioner,
    });
  }

  /** Resolves once every record is acknowledged by all in-sync replicas. Records keep their order per stream. */
  async publish(records: readonly LogRecord[]): Promise<void> {
    if (records.length === 0) return;
    await this.connect();
    const messagesByTopic = new Map<string, Message[]>();
    for (const record of records) {
      const topic = this.naming.physical(record.topic);
      const messages = messagesByTopic.get(topic) ?? [];
      messages.push(toKafkaMessage(record));
      messagesByTopic.set(topic, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...messagesByTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  connect(): Promise<void> {
    this.connected ??= this.producer.connect().catch((error: unknown) => {
      this.connected = undefined;
      throw error;
    });
    return this.connected;
  }

  async close(): Promise<void> {
    if (!this.connected) return;
    this.connected = undefined;
    await this.producer.disconnect();
  }
}
