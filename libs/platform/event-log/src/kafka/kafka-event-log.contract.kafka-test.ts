import type { Admin, Kafka } from 'kafkajs';
import { provideKafka, type ProvidedKafka } from '@mercato/testing/kafka';
import { eventLogContract } from '../contract/event-log-contract';
import { startForwarder } from '../forwarder';
import { PostgresCheckpointStore } from '../postgres/checkpoint-store';
import { PostgresEventLog } from '../postgres/postgres-event-log';
import { createKafka, ensureTopics, KafkaEventLog, KafkaEventPublisher } from './index';

let provided: ProvidedKafka;
let kafka: Kafka;
let admin: Admin;
let publisher: KafkaEventPublisher;

beforeAll(async () => {
  provided = await provideKafka();
  kafka = createKafka({ brokers: provided.brokers, clientId: 'event-log-contract', topicPartitions: 3 });
  admin = kafka.admin();
  await admin.connect();
  publisher = new KafkaEventPublisher(kafka);
});

afterAll(async () => {
  await publisher?.close();
  await admin?.disconnect();
  await provided?.stop();
});

// As in distributed mode: events are appended to PostgreSQL, the forwarder publishes them to a
// three-partition topic, and subscribers read Kafka with their checkpoints in PostgreSQL.
eventLogContract('Kafka', async ({ dataSource, store, topic }) => {
  await ensureTopics(admin, [topic], { partitions: 3, replicationFactor: 1 });
  const eventsTable = new PostgresEventLog({ dataSource, store, checkpoints: new PostgresCheckpointStore(dataSource), batchSize: 4 });
  const forwarder = await startForwarder(eventsTable, dataSource, publisher, [topic]);
  return {
    open: () => new KafkaEventLog({ kafka, checkpoints: new PostgresCheckpointStore(dataSource) }),
    transported: () => forwarder.catchUp(),
    close: async () => {
      await forwarder.stop();
      await eventsTable.close();
    },
  };
});
