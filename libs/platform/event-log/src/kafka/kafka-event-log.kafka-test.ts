import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Admin, Kafka } from 'kafkajs';
import { provideKafka, type ProvidedKafka } from '@mercato/testing/kafka';
import type { CheckpointStore, LogBatchHandler, LogRecord, Subscription } from '../event-log.port';
import { ensureTopics, KafkaEventLog, KafkaEventPublisher, createKafka, topicNaming, EVENT_HEADERS, type KafkaLogEntry } from './index';

/** Stands in for a read-model transaction: writes become visible only on commit. */
class MemoryTx {
  private readonly writes: (() => void)[] = [];
  stage(write: () => void): void {
    this.writes.push(write);
  }
  commit(): void {
    for (const write of this.writes) write();
  }
}

class MemoryCheckpointStore implements CheckpointStore<MemoryTx> {
  private readonly committed = new Map<string, Map<string, string>>();

  async load(subscriptionId: string): Promise<ReadonlyMap<string, string>> {
    return new Map(this.committed.get(subscriptionId));
  }

  async save(tx: MemoryTx, subscriptionId: string, positions: ReadonlyMap<string, string>): Promise<void> {
    tx.stage(() => positions.forEach((position, partition) => this.set(subscriptionId, partition, position)));
  }

  set(subscriptionId: string, partition: string, position: string): void {
    const positions = this.committed.get(subscriptionId) ?? new Map<string, string>();
    positions.set(partition, position);
    this.committed.set(subscriptionId, positions);
  }
}

/**
 * An idempotent read model as real subscribers build them: it applies a record only when its offset
 * is past the checkpoint it committed for that partition, in the same transaction as the checkpoint.
 */
class DedupingProjection {
  readonly applied: LogRecord[] = [];
  readonly delivered: LogRecord[] = [];
  private readonly appliedThrough = new Map<string, bigint>();

  handle(records: readonly LogRecord[], save: (tx: MemoryTx) => Promise<void>, afterCommit?: () => void): Promise<void> {
    this.delivered.push(...records);
    const tx = new MemoryTx();
    for (const record of records) {
      const [partition, offset] = record.position.split(':');
      const key = `${record.topic}/${partition}`;
      if (BigInt(offset ?? -1) <= (this.appliedThrough.get(key) ?? -1n)) continue;
      tx.stage(() => {
        this.applied.push(record);
        this.appliedThrough.set(key, BigInt(offset ?? -1));
      });
    }
    return save(tx).then(() => {
      tx.commit();
      afterCommit?.();
    });
  }

  versionsByStream(): Map<string, number[]> {
    const byStream = new Map<string, number[]>();
    for (const record of this.applied) byStream.set(record.streamId, [...(byStream.get(record.streamId) ?? []), record.streamVersion]);
    return byStream;
  }
}

function logRecord(topic: string, streamId: string, streamVersion: number, traceparent?: string): LogRecord {
  return {
    eventId: randomUUID(),
    eventType: 'ProductCreated',
    streamId,
    streamVersion,
    topic,
    data: { productId: streamId, name: `Product ${streamId} v${streamVersion}`, price: { amount: '9.99', currency: 'USD' } },
    recordedAt: new Date().toISOString(),
    position: `${streamVersion}:${streamVersion}`,
    ...(traceparent ? { traceparent } : {}),
  };
}

/** `streams` streams with `versions` events each, interleaved as concurrent writers would commit them. */
function interleavedRecords(topic: string, streams: readonly string[], fromVersion: number, toVersion: number): LogRecord[] {
  const records: LogRecord[] = [];
  for (let version = fromVersion; version <= toVersion; version++) {
    for (const stream of streams) records.push(logRecord(topic, stream, version));
  }
  return records;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Kafka event log against a real broker', () => {
  let provided: ProvidedKafka;
  let kafka: Kafka;
  let admin: Admin;
  let publisher: KafkaEventPublisher;
  const logEntries: KafkaLogEntry[] = [];
  const openSubscriptions: Subscription[] = [];

  beforeAll(async () => {
    provided = await provideKafka();
    kafka = createKafka({ brokers: provided.brokers, clientId: 'event-log-kafka-test', topicPartitions: 3 }, (entry) => logEntries.push(entry));
    admin = kafka.admin();
    await admin.connect();
    publisher = new KafkaEventPublisher(kafka);
  });

  afterEach(async () => {
    await Promise.all(openSubscriptions.splice(0).map((subscription) => subscription.stop()));
  });

  afterAll(async () => {
    await publisher?.close();
    await admin?.disconnect();
    await provided?.stop();
  });

  async function freshTopic(partitions = 3): Promise<string> {
    const topic = `test.events.${randomUUID()}`;
    await ensureTopics(admin, [topic], { partitions, replicationFactor: 1 });
    return topic;
  }

  async function subscribe(log: KafkaEventLog<MemoryTx>, subscriptionId: string, topic: string, handler: LogBatchHandler<MemoryTx>): Promise<Subscription> {
    const subscription = await log.subscribe({ subscriptionId, topics: [topic] }, handler);
    openSubscriptions.push(subscription);
    return subscription;
  }

  it('creates topics with the configured partition count, and creating them again is fine', async () => {
    const topic = await freshTopic(3);
    await ensureTopics(admin, [topic], { partitions: 3, replicationFactor: 1 });
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    expect(metadata.topics[0]?.partitions).toHaveLength(3);
  });

  it('delivers every published record once, in order per stream, and is caught up only after all of them', async () => {
    const topic = await freshTopic();
    const streams = ['product-a', 'product-b', 'product-c', 'product-d'];
    const published = interleavedRecords(topic, streams, 1, 10);
    await publisher.publish(published.slice(0, 20));
    await publisher.publish(published.slice(20));

    const projection = new DedupingProjection();
    const log = new KafkaEventLog({ kafka, checkpoints: new MemoryCheckpointStore() });
    const subscription = await subscribe(log, `in-order-${randomUUID()}`, topic, (records, checkpoint) =>
      projection.handle(records, (tx) => checkpoint.save(tx)),
    );
    await subscription.caughtUp;

    expect(projection.applied).toHaveLength(published.length);
    for (const stream of streams) expect(projection.versionsByStream().get(stream)).toEqual(range(1, 10));
    const sent = new Map(published.map((record) => [record.eventId, record]));
    for (const received of projection.applied) {
      const { position, ...rest } = received;
      const { position: _sourcePosition, ...original } = sent.get(received.eventId) ?? ({} as LogRecord);
      expect(rest).toEqual(original);
      expect(position).toMatch(/^\d+:\d+$/);
    }
  });

  it('prints no Node warnings while a producer sends and disconnects (kafkajs scheduled timers with negative delays)', async () => {
    // In a process of its own: jest's sandboxed `process` does not see the warnings Node prints.
    const topic = await freshTopic();
    const script = `
      const { Kafka, logLevel } = require('kafkajs');
      const producer = new Kafka({ brokers: ${JSON.stringify(provided.brokers)}, logLevel: logLevel.NOTHING }).producer();
      producer.connect()
        .then(() => producer.send({ topic: ${JSON.stringify(topic)}, acks: -1, messages: [{ key: 'k', value: 'v' }] }))
        .then(() => new Promise((resolve) => setTimeout(resolve, 200)))
        .then(() => producer.disconnect());`;
    const { stderr } = await promisify(execFile)(process.execPath, ['-e', script], { cwd: __dirname });
    expect(stderr).toBe('');
    const offsets = await admin.fetchTopicOffsets(topic);
    expect(offsets.reduce((sum, partition) => sum + Number(partition.high), 0)).toBe(1);
  });

  it('catches up again on request: catchUp() resolves only once the records published before the call are handled', async () => {
    const topic = await freshTopic();
    const streams = ['product-a', 'product-b', 'product-c'];
    await publisher.publish(interleavedRecords(topic, streams, 1, 2));
    const projection = new DedupingProjection();
    const log = new KafkaEventLog({ kafka, checkpoints: new MemoryCheckpointStore() });
    const subscription = await subscribe(log, `catch-up-${randomUUID()}`, topic, (records, checkpoint) =>
      projection.handle(records, (tx) => checkpoint.save(tx)),
    );
    await subscription.caughtUp;
    expect(projection.applied).toHaveLength(6);

    await publisher.publish(interleavedRecords(topic, streams, 3, 12));
    await subscription.catchUp();
    expect(projection.applied).toHaveLength(36);
    for (const stream of streams) expect(projection.versionsByStream().get(stream)).toEqual(range(1, 12));
    // Nothing new: resolves at once.
    await subscription.catchUp();
    await subscription.stop();
    await expect(subscription.catchUp()).rejects.toThrow('is stopped');
  });

  it('gives two services that keep the same projection each every record (a consumer group per service)', async () => {
    const topic = await freshTopic(3);
    const streams = ['site-a', 'site-b', 'site-c', 'site-d', 'site-e', 'site-f'];
    const published = interleavedRecords(topic, streams, 1, 2);
    await publisher.publish(published);
    const subscriptionId = `projection:site-directory-${randomUUID()}`;
    const services = ['catalog', 'census'].map((groupPrefix) => ({ projection: new DedupingProjection(), log: new KafkaEventLog({ kafka, checkpoints: new MemoryCheckpointStore(), groupPrefix }) }));
    const subscriptions = await Promise.all(
      services.map(({ projection, log }) => subscribe(log, subscriptionId, topic, (records, checkpoint) => projection.handle(records, (tx) => checkpoint.save(tx)))),
    );
    await Promise.all(subscriptions.map((subscription) => subscription.caughtUp));
    for (const { projection } of services) expect(projection.applied).toHaveLength(published.length);
    const groups = (await admin.listGroups()).groups.map((group) => group.groupId);
    expect(groups).toEqual(expect.arrayContaining([`catalog.${subscriptionId}`, `census.${subscriptionId}`]));
  });

  it('keeps two deployments with different topic prefixes apart on one broker: neither projection sees the other one\'s events', async () => {
    // Same logical topic, service and subscription in both, as two environments of one app would have.
    const topic = `test.events.${randomUUID()}`;
    const subscriptionId = `projection:catalog-${randomUUID()}`;
    const deployments = ['staging', 'prod'].map((name) => {
      const naming = topicNaming(`${name}-${randomUUID().slice(0, 8)}.`);
      return {
        naming,
        published: interleavedRecords(topic, [`${name}-product-a`, `${name}-product-b`], 1, 3),
        publisher: new KafkaEventPublisher(kafka, naming),
        checkpoints: new MemoryCheckpointStore(),
        projection: new DedupingProjection(),
      };
    });
    try {
      for (const { naming, published, publisher: deploymentPublisher } of deployments) {
        await ensureTopics(admin, [naming.physical(topic)], { partitions: 3, replicationFactor: 1 });
        await deploymentPublisher.publish(published);
      }
      const subscriptions = await Promise.all(
        deployments.map(({ naming, checkpoints, projection }) =>
          subscribe(new KafkaEventLog({ kafka, checkpoints, groupPrefix: 'gateway', naming }), subscriptionId, topic, (records, checkpoint) =>
            projection.handle(records, (tx) => checkpoint.save(tx)),
          ),
        ),
      );
      await Promise.all(subscriptions.map((subscription) => subscription.caughtUp));

      for (const { naming, published, checkpoints, projection } of deployments) {
        expect(projection.delivered.map((record) => record.eventId).sort()).toEqual(published.map((record) => record.eventId).sort());
        // Handlers see logical topics; the broker holds the prefixed ones, under prefixed groups.
        expect(new Set(projection.applied.map((record) => record.topic))).toEqual(new Set([topic]));
        expect([...(await checkpoints.load(subscriptionId)).keys()].every((key) => key.startsWith(`${naming.physical(topic)}/`))).toBe(true);
      }
      const groups = (await admin.listGroups()).groups.map((group) => group.groupId);
      expect(groups).toEqual(expect.arrayContaining(deployments.map(({ naming }) => naming.group(`gateway.${subscriptionId}`))));
      expect(await admin.listTopics()).not.toContain(topic);
    } finally {
      await Promise.all(deployments.map(({ publisher: deploymentPublisher }) => deploymentPublisher.close()));
    }
  });

  it('puts the stream id in the key and the event metadata in headers that any Kafka consumer can read', async () => {
    const topic = await freshTopic(1);
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    const record = logRecord(topic, 'product-h', 7, traceparent);
    await publisher.publish([record]);

    const consumer = kafka.consumer({ groupId: `raw-reader-${randomUUID()}` });
    await consumer.connect();
    try {
      await consumer.subscribe({ topic, fromBeginning: true });
      const message = await new Promise<{ key: string; value: string; headers: Record<string, string> }>((resolve) => {
        void consumer.run({
          eachMessage: async ({ message: raw }) => {
            const headers = Object.fromEntries(Object.entries(raw.headers ?? {}).map(([name, value]) => [name, String(value)]));
            resolve({ key: String(raw.key), value: String(raw.value), headers });
          },
        });
      });
      expect(message.key).toBe('product-h');
      expect(JSON.parse(message.value)).toEqual(record.data);
      expect(message.headers).toEqual({
        [EVENT_HEADERS.eventId]: record.eventId,
        [EVENT_HEADERS.eventType]: 'ProductCreated',
        [EVENT_HEADERS.streamVersion]: '7',
        [EVENT_HEADERS.recordedAt]: record.recordedAt,
        [EVENT_HEADERS.traceparent]: traceparent,
      });
    } finally {
      await consumer.disconnect();
    }
  });

  it('skips records at or before the stored checkpoint', async () => {
    const topic = await freshTopic(1);
    await publisher.publish(interleavedRecords(topic, ['product-s'], 1, 6));
    const checkpoints = new MemoryCheckpointStore();
    const subscriptionId = `checkpointed-${randomUUID()}`;
    checkpoints.set(subscriptionId, `${topic}/0`, '2'); // offsets 0..2 = versions 1..3 were handled before

    const projection = new DedupingProjection();
    const subscription = await subscribe(new KafkaEventLog({ kafka, checkpoints }), subscriptionId, topic, (records, checkpoint) =>
      projection.handle(records, (tx) => checkpoint.save(tx)),
    );
    await subscription.caughtUp;

    expect(projection.delivered.map((record) => record.streamVersion)).toEqual([4, 5, 6]);
    expect((await checkpoints.load(subscriptionId)).get(`${topic}/0`)).toBe('5');
  });

  it('retries a batch whose handler failed, losing nothing, and reports the failure to the logger', async () => {
    const topic = await freshTopic();
    const published = interleavedRecords(topic, ['product-r1', 'product-r2'], 1, 5);
    await publisher.publish(published);

    const projection = new DedupingProjection();
    let failuresLeft = 2;
    const log = new KafkaEventLog({ kafka, checkpoints: new MemoryCheckpointStore(), log: (entry) => logEntries.push(entry) });
    const subscription = await subscribe(log, `flaky-${randomUUID()}`, topic, async (records, checkpoint) => {
      if (failuresLeft-- > 0) throw new Error('read model unavailable');
      await projection.handle(records, (tx) => checkpoint.save(tx));
    });
    await subscription.caughtUp;

    expect(projection.applied).toHaveLength(published.length);
    expect(projection.versionsByStream()).toEqual(new Map([['product-r1', range(1, 5)], ['product-r2', range(1, 5)]]));
    expect(logEntries.filter((entry) => entry.source === 'KafkaEventLog' && entry.details.error === 'read model unavailable')).toHaveLength(2);
  });

  it('restarted mid-stream after a crash between its commit and the Kafka commit, loses nothing and handles nothing twice', async () => {
    const topic = await freshTopic();
    const streams = ['product-x', 'product-y', 'product-z'];
    const checkpoints = new MemoryCheckpointStore();
    const projection = new DedupingProjection();
    const subscriptionId = `restarted-${randomUUID()}`;

    // First run: handles the first batch normally, then "crashes" right after committing the second.
    await publisher.publish(interleavedRecords(topic, streams, 1, 4));
    let crashed: Promise<void> | undefined;
    const first: Subscription = await subscribe(new KafkaEventLog({ kafka, checkpoints }), subscriptionId, topic, async (records, checkpoint) => {
      const crashAfterCommit = records.some((record) => record.streamVersion === 5);
      await projection.handle(records, (tx) => checkpoint.save(tx));
      if (crashAfterCommit) {
        crashed ??= first.stop();
        throw new Error('process died before committing to Kafka');
      }
    });
    await first.caughtUp;
    await publisher.publish([logRecord(topic, 'product-x', 5)]);
    await waitFor(() => crashed !== undefined, 'the first subscriber to crash');
    await crashed;
    const handledByFirst = projection.applied.length;
    expect(handledByFirst).toBe(13);

    // While it is down more events arrive; the second run starts from the checkpoints.
    await publisher.publish([...interleavedRecords(topic, ['product-y', 'product-z'], 5, 5), ...interleavedRecords(topic, streams, 6, 8)]);
    const deliveredBefore = projection.delivered.length;
    const second = await subscribe(new KafkaEventLog({ kafka, checkpoints }), subscriptionId, topic, (records, checkpoint) =>
      projection.handle(records, (tx) => checkpoint.save(tx)),
    );
    await second.caughtUp;

    for (const stream of streams) expect(projection.versionsByStream().get(stream)).toEqual(range(1, 8));
    expect(new Set(projection.applied.map((record) => record.eventId)).size).toBe(projection.applied.length);
    // The checkpoint, not the projection's own dedupe, kept the crashed batch from being delivered again.
    const redelivered = projection.delivered.slice(deliveredBefore).filter((record) => record.streamId === 'product-x' && record.streamVersion === 5);
    expect(redelivered).toEqual([]);
  });
});
