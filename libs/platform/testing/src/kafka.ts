/**
 * A real Kafka broker for tests, from the cheapest source that works:
 * 1. `KAFKA_BROKERS` (an existing cluster; left running),
 * 2. a testcontainers `apache/kafka` container when a Docker engine answers,
 * 3. a local single-node KRaft broker run by `deploy/kafka/kafka.sh` (Java + Maven Central jars).
 * Nothing is skipped: when no source works the promise rejects with every reason.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';

export interface ProvidedKafka {
  /** Bootstrap addresses, `host:port`. */
  readonly brokers: string[];
  /** Releases what was started (container or local broker); a no-op for `KAFKA_BROKERS`. */
  stop(): Promise<void>;
}

export class KafkaUnavailableError extends Error {
  constructor(readonly reasons: readonly string[]) {
    super(
      `No Kafka broker could be provided${process.env.CI === 'true' ? ' (CI=true: Kafka is required, tests do not skip)' : ''}:\n` +
        reasons.map((reason) => `  - ${reason}`).join('\n') +
        '\nSet KAFKA_BROKERS, start a Docker engine, or install Java 17+ and Maven for deploy/kafka/kafka.sh.',
    );
    this.name = 'KafkaUnavailableError';
  }
}

/**
 * A `KAFKA_TOPIC_PREFIX` of its own for one test's deployment, e.g. `t-catalog-flow-1a2b3c4d.`: a
 * test run shares one broker, and without it a test's projections would read every earlier test's
 * events from the shared topics.
 */
export function testTopicPrefix(label: string): string {
  return `t-${label}-${randomBytes(4).toString('hex')}.`;
}

const runFile = promisify(execFile);
const repoRoot = resolve(__dirname, '../../../..');
const kafkaScript = join(repoRoot, 'deploy/kafka/kafka.sh');
/** The first start may fetch the broker jars with Maven; later starts take seconds. */
const localStartTimeoutMs = 300_000;
const containerStartTimeoutMs = 120_000;

export async function provideKafka(): Promise<ProvidedKafka> {
  const configured = brokersFromEnv(process.env.KAFKA_BROKERS);
  if (configured.length > 0) return { brokers: configured, stop: async () => undefined };

  const reasons: string[] = [];
  for (const [source, start] of [
    ['testcontainers', startKafkaContainer],
    ['deploy/kafka/kafka.sh', startLocalBroker],
  ] as const) {
    try {
      const provided = await start();
      if (provided) return provided;
      reasons.push(`${source}: not available here`);
    } catch (error) {
      reasons.push(`${source}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new KafkaUnavailableError(reasons);
}

export function brokersFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
}

/** Undefined when no Docker engine answers (the docker CLI alone is not enough). */
async function startKafkaContainer(): Promise<ProvidedKafka | undefined> {
  const { GenericContainer, Wait, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    return undefined;
  }
  const version = (await readFile(join(repoRoot, 'deploy/kafka/kafka.version'), 'utf8')).trim();
  const startScript = '/tmp/mercato-kafka-start.sh';
  // The advertised listener must name the host port Docker maps, known only once the container
  // runs: the container waits for a start script that we copy in after reading the mapping.
  const container = await new GenericContainer(`apache/kafka:${version}`)
    .withExposedPorts(9092)
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://0.0.0.0:9092,CONTROLLER://0.0.0.0:9093',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_OFFSETS_TOPIC_NUM_PARTITIONS: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_SHARE_COORDINATOR_STATE_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_SHARE_COORDINATOR_STATE_TOPIC_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
      KAFKA_AUTO_CREATE_TOPICS_ENABLE: 'false',
    })
    .withCommand(['sh', '-c', `echo waiting-for-start-script; while [ ! -f ${startScript} ]; do sleep 0.1; done; exec sh ${startScript}`])
    .withWaitStrategy(Wait.forLogMessage('waiting-for-start-script'))
    .withStartupTimeout(containerStartTimeoutMs)
    .start();
  try {
    const address = `${container.getHost()}:${container.getMappedPort(9092)}`;
    await container.copyContentToContainer([
      {
        content: `export KAFKA_ADVERTISED_LISTENERS=PLAINTEXT://${address}\nexec /etc/kafka/docker/run\n`,
        target: startScript,
      },
    ]);
    await waitForLogLine(await container.logs(), /Kafka Server started/, containerStartTimeoutMs);
    return { brokers: [address], stop: async () => void (await container.stop()) };
  } catch (error) {
    await container.stop();
    throw error;
  }
}

async function startLocalBroker(): Promise<ProvidedKafka> {
  // A fresh data dir and free ports per call: engineers and CI jobs may run several at once.
  const dataDir = await mkdtemp(join(tmpdir(), 'mercato-kafka-'));
  const [port, controllerPort] = await Promise.all([freePort(), freePort()]);
  try {
    const { stdout } = await runFile(
      'bash',
      [kafkaScript, 'start', '--port', String(port), '--controller-port', String(controllerPort), '--data-dir', dataDir],
      { timeout: localStartTimeoutMs },
    );
    const address = stdout.trim().split('\n').at(-1) ?? '';
    return {
      brokers: [address],
      stop: async () => {
        await runFile('bash', [kafkaScript, 'stop', '--data-dir', dataDir], { timeout: 60_000 });
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await runFile('bash', [kafkaScript, 'stop', '--data-dir', dataDir]).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(stderr || (error instanceof Error ? error.message : String(error)));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

function waitForLogLine(logs: Readable, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolveWait, reject) => {
    const timer = setTimeout(() => reject(new Error(`Kafka container not ready after ${timeoutMs} ms`)), timeoutMs);
    logs.on('data', (chunk: Buffer | string) => {
      if (pattern.test(chunk.toString())) {
        clearTimeout(timer);
        resolveWait();
      }
    });
  }).finally(() => logs.destroy());
}
