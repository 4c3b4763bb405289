import { Kafka, logLevel, type LogEntry } from 'kafkajs';
import { checkTopicPrefix } from './topic-naming';

export interface KafkaConnectionConfig {
  readonly brokers: readonly string[];
  readonly clientId: string;
  /** Partition count for topics this service creates (`KAFKA_TOPIC_PARTITIONS`). */
  readonly topicPartitions: number;
  /** Prepended to this deployment's topics and consumer groups (`KAFKA_TOPIC_PREFIX`, see topicNaming); none when absent. */
  readonly topicPrefix?: string;
}

export type KafkaLogLevel = 'error' | 'warn' | 'info' | 'debug';

export interface KafkaLogEntry {
  readonly level: KafkaLogLevel;
  /** Where the entry comes from: a kafkajs namespace such as `Consumer`, or `KafkaEventLog`. */
  readonly source: string;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
}

/** Receives the adapter's and kafkajs' log entries (wire it to pino); nothing goes to the console. */
export type KafkaLogger = (entry: KafkaLogEntry) => void;

export const DEFAULT_KAFKA_CLIENT_ID = 'mercato';
export const DEFAULT_TOPIC_PARTITIONS = 3;

export function kafkaConnectionConfigFromEnv(env: Readonly<Record<string, string | undefined>>): KafkaConnectionConfig {
  const brokers = (env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
  if (brokers.length === 0) throw new Error('KAFKA_BROKERS is not set: expected a comma-separated list of host:port');

  const partitionsText = env.KAFKA_TOPIC_PARTITIONS?.trim();
  const topicPartitions = partitionsText ? Number(partitionsText) : DEFAULT_TOPIC_PARTITIONS;
  if (!Number.isInteger(topicPartitions) || topicPartitions < 1) {
    throw new Error(`KAFKA_TOPIC_PARTITIONS must be a positive integer, got '${partitionsText}'`);
  }
  const topicPrefix = checkTopicPrefix(env.KAFKA_TOPIC_PREFIX?.trim() ?? '');
  return { brokers, clientId: env.KAFKA_CLIENT_ID?.trim() || DEFAULT_KAFKA_CLIENT_ID, topicPartitions, topicPrefix };
}

const levelNames: Partial<Record<logLevel, KafkaLogLevel>> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client whose logs (warn and above) go to `log`, or nowhere when none is given. */
export function createKafka(config: KafkaConnectionConfig, log?: KafkaLogger): Kafka {
  return new Kafka({
    clientId: config.clientId,
    brokers: [...config.brokers],
    logLevel: log ? logLevel.WARN : logLevel.NOTHING,
    logCreator: () => (entry: LogEntry) => {
      const { message, ...details } = entry.log;
      log?.({ level: levelNames[entry.level] ?? 'info', source: `kafkajs.${entry.namespace}`, message, details });
    },
  });
}
