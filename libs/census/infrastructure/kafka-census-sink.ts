import type { Kafka, Message, Producer } from 'kafkajs';
import { CENSUS_TOPICS } from '@mercato/contracts';
import { ensureTopics, Murmur2Partitioner, type TopicNaming, type TopicSettings } from '@mercato/event-log';
import type { CensusMessage } from '@mercato/census/domain';
import type { CensusSink } from '@mercato/census/application';

/**
 * Distributed mode: an idempotent producer, each write one produce request per broker acknowledged
 * by all in-sync replicas (acks -1). kafkajs retries briefly itself; the delivery queue above
 * retries the same batch for as long as the broker is away. Messages name logical topics
 * (CENSUS_TOPICS); `naming` puts them on the deployment's prefixed topics.
 */
export class KafkaCensusSink implements CensusSink {
  private readonly producer: Producer;

  constructor(
    private readonly kafka: Kafka,
    private readonly topics: TopicSettings,
    private readonly naming: TopicNaming,
  ) {
    this.producer = kafka.producer({
      idempotent: true,
      // kafkajs keeps per-partition order under idempotence only with one request in flight.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // Murmur2 like the Java client: every client maps a key to the same partition (the one
      // kafkajs's DefaultPartitioner picks, without its per-record Long arithmetic).
      createPartitioner: Murmur2Partitioner,
      // A few quick retries; longer outages are the delivery queue's to ride out. kafkajs warns that
      // limited retries may break idempotence: only if a failed batch were followed by different
      // messages. The queue resends the failed batch unchanged, so the broker deduplicates it.
      retry: { retries: 2, initialRetryTime: 100, maxRetryTime: 1000 },
    });
  }

  async start(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, Object.values(CENSUS_TOPICS).map(this.naming.physical), this.topics);
    } finally {
      await admin.disconnect();
    }
    await this.producer.connect();
  }

  async write(messages: readonly CensusMessage[]): Promise<void> {
    const byTopic = new Map<string, Message[]>();
    for (const message of messages) {
      const topic = this.naming.physical(message.topic);
      const topicMessages = byTopic.get(topic) ?? [];
      topicMessages.push({ key: message.key, value: message.value, headers: { ...message.headers } });
      byTopic.set(topic, topicMessages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, topicMessages]) => ({ topic, messages: topicMessages })),
    });
  }

  async close(): Promise<void> {
    await this.producer.disconnect();
  }
}
