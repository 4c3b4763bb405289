import { createKafka, topicNaming } from '@mercato/event-log';
import { createLogger } from '@mercato/observability';
import type { Runtime } from '@mercato/runtime';
import type { CensusSink } from '@mercato/census/application';
import { KafkaCensusSink } from './kafka-census-sink';
import { PostgresCensusSink } from './postgres-census-sink';

/** The sink of the runtime's transport: Kafka in distributed mode, the census_records table in embedded mode. */
export function censusSinkFor(runtime: Runtime): CensusSink {
  const kafkaConfig = runtime.config.kafka;
  if (runtime.config.transport !== 'kafka' || !kafkaConfig) return new PostgresCensusSink(runtime.dataSource);
  const logger = createLogger('census');
  const kafka = createKafka({ ...kafkaConfig, clientId: `${kafkaConfig.clientId}-census` }, (entry) => logger[entry.level]({ kafka: entry.details, source: entry.source }, entry.message));
  return new KafkaCensusSink(kafka, { partitions: kafkaConfig.topicPartitions, replicationFactor: 1 }, topicNaming(kafkaConfig.topicPrefix));
}
