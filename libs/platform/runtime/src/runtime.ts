import type { DataSource } from 'typeorm';
import { openDataSource, runMigrations, startEmbeddedPostgres, type MigrationClass, type RunningPostgres } from '@mercato/database';
import { PostgresEventStore, eventStoreMigrations } from '@mercato/event-store';
import {
  KafkaEventLog,
  KafkaEventPublisher,
  PostgresCheckpointStore,
  PostgresEventLog,
  createKafka,
  eventLogMigrations,
  ensureTopics,
  startForwarder,
  startProjection,
  topicNaming,
  type EventLog,
  type Projection,
  type Subscription,
} from '@mercato/event-log';
import type { Logger } from '@mercato/observability';
import type { EntityManager } from 'typeorm';
import type { RuntimeConfig } from './config';
import { embeddedPostgresDir } from './configured-database';

/** The tables every process needs: the event store's and the event log's. */
export const platformMigrations: readonly MigrationClass[] = [...eventStoreMigrations, ...eventLogMigrations];

export interface RuntimeParts {
  /** The mounted libraries' migrations, run at start (in timestamp order, each once). */
  readonly migrations: readonly MigrationClass[];
  /** Read models this process keeps live. */
  readonly projections: readonly Projection[];
  /** Topics whose events this process forwards from its events table to Kafka (distributed mode). */
  readonly forwardedTopics: readonly string[];
}

/**
 * The parts of several contexts in one process (the embedded gateway runs them all). A shared
 * library's migrations (the mail outbox: forms and restock both mount it) are run once.
 */
export function combineParts(...parts: readonly RuntimeParts[]): RuntimeParts {
  return {
    migrations: [...new Set(parts.flatMap((part) => part.migrations))],
    projections: parts.flatMap((part) => part.projections),
    forwardedTopics: [...new Set(parts.flatMap((part) => part.forwardedTopics))],
  };
}

export interface Runtime {
  readonly config: RuntimeConfig;
  readonly dataSource: DataSource;
  readonly store: PostgresEventStore;
  /** The log the projections read: the events table, or Kafka. */
  readonly log: EventLog<EntityManager>;
  /**
   * Resolves once every projection has applied everything committed before the call; with Kafka
   * the forwarder publishes it first, then the projections consume up to the topics' new ends.
   */
  catchUp(): Promise<void>;
  /** Stops one projection's consumer (as a crash or a deploy would); `resumeProjection` starts it again. */
  pauseProjection(name: string): Promise<void>;
  resumeProjection(name: string): Promise<Subscription>;
  stop(): Promise<void>;
}

/**
 * Opens the database (embedded PostgreSQL unless DATABASE_URL is set), runs pending migrations and
 * starts the projections on the configured transport; with Kafka, also the forwarder.
 */
export async function startRuntime(config: RuntimeConfig, parts: RuntimeParts, logger: Logger): Promise<Runtime> {
  if (config.databaseUrl) return startOn(config.databaseUrl, undefined, config, parts, logger);
  logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
  const embedded = await startEmbeddedPostgres({ dataDir: embeddedPostgresDir(config), port: config.embeddedPostgresPort, onLog: (line) => logger.debug({ postgres: line.trim() }) });
  try {
    return await startOn(embedded.localUrl, embedded, config, parts, logger);
  } catch (error) {
    // A failed start must not leave the PostgreSQL server running without its process.
    await embedded.stop();
    throw error;
  }
}

async function startOn(databaseUrl: string, embedded: RunningPostgres | undefined, config: RuntimeConfig, parts: RuntimeParts, logger: Logger): Promise<Runtime> {
  const dataSource = await openDataSource({
    url: databaseUrl,
    applicationName: config.serviceName,
    preparedStatements: config.preparedStatements,
    poolSize: config.databasePoolSize,
    migrations: [...platformMigrations, ...parts.migrations],
  });
  const applied = await runMigrations(dataSource);
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
  const store = new PostgresEventStore(dataSource);
  const checkpoints = new PostgresCheckpointStore(dataSource);
  const onError = (error: unknown, subscriptionId: string) => logger.error({ err: error, subscriptionId }, 'subscription batch failed; retrying');
  const tableLog = new PostgresEventLog({ dataSource, store, checkpoints, onError });
  const subscriptions: Subscription[] = [];
  const closers: Array<() => Promise<void>> = [];

  let log: EventLog<EntityManager> = tableLog;
  if (config.transport === 'kafka') {
    if (!config.kafka) throw new Error('EVENT_TRANSPORT=kafka needs KAFKA_BROKERS');
    const kafka = createKafka(config.kafka, (entry) => logger[entry.level === 'debug' ? 'debug' : entry.level]({ kafka: entry.details, source: entry.source }, entry.message));
    // Deployments sharing a cluster see only their own prefixed topics and groups; the rest of the runtime keeps logical names.
    const naming = topicNaming(config.kafka.topicPrefix);
    const admin = kafka.admin();
    await admin.connect();
    const topics = [...new Set([...parts.forwardedTopics, ...parts.projections.flatMap((projection) => projection.topics)])];
    await ensureTopics(admin, topics.map(naming.physical), { partitions: config.kafka.topicPartitions, replicationFactor: 1 });
    await admin.disconnect();
    const publisher = new KafkaEventPublisher(kafka, naming);
    await publisher.connect();
    if (parts.forwardedTopics.length > 0) subscriptions.push(await startForwarder(tableLog, dataSource, publisher, parts.forwardedTopics));
    // Consumer groups per service: replicas of a service share the work, other services (their own databases) do not.
    log = new KafkaEventLog<EntityManager>({ kafka, checkpoints, groupPrefix: config.serviceName, naming });
    closers.push(() => publisher.close());
  }
  const projectionSubscriptions = new Map<string, Subscription>();
  for (const projection of parts.projections) projectionSubscriptions.set(projection.name, await startProjection(log, dataSource, projection));
  const projectionNamed = (name: string) => {
    const projection = parts.projections.find((candidate) => candidate.name === name);
    if (!projection) throw new Error(`No projection named ${name}`);
    return projection;
  };

  return {
    config,
    dataSource,
    store,
    log,
    catchUp: async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.catchUp()));
      await Promise.all([...projectionSubscriptions.values()].map((subscription) => subscription.catchUp()));
    },
    pauseProjection: async (name) => {
      await projectionSubscriptions.get(projectionNamed(name).name)?.stop();
      projectionSubscriptions.delete(name);
    },
    resumeProjection: async (name) => {
      const subscription = await startProjection(log, dataSource, projectionNamed(name));
      projectionSubscriptions.set(name, subscription);
      return subscription;
    },
    stop: async () => {
      for (const subscription of [...projectionSubscriptions.values(), ...subscriptions]) await subscription.stop();
      await log.close();
      await tableLog.close();
      for (const close of closers) await close();
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
