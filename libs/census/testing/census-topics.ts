import type { DataSource } from 'typeorm';
import type { Consumer, IHeaders } from 'kafkajs';
import { CENSUS_TOPICS, type BadRecordJson, type CensusRecordJson, type ClientJson } from '@mercato/contracts';
import { createKafka, topicNaming } from '@mercato/event-log';

/** One census message as a consumer sees it, from Kafka or from the census_records table. */
export interface StoredCensusRecord {
  /** The logical topic (a CENSUS_TOPICS value), whatever the deployment's prefix. */
  readonly topic: string;
  readonly key: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The value as stored, for "never contains" checks. */
  readonly text: string;
}

/** The value of a record from a good topic. */
export const goodValue = (record: StoredCensusRecord) => JSON.parse(record.text) as Required<CensusRecordJson> & { client: Required<ClientJson> };
/** The value of a record from census.bad.v1. */
export const badValue = (record: StoredCensusRecord) => JSON.parse(record.text) as Required<BadRecordJson> & { client: Required<ClientJson> };

/** Reads what census stored for one site, the way an analyst would: every census topic from the beginning. */
export interface CensusTopicsReader {
  records(): Promise<StoredCensusRecord[]>;
  close(): Promise<void>;
}

/** Embedded mode: the census_records table. */
export function censusTableReader(dataSource: DataSource, websiteId: string): CensusTopicsReader {
  return {
    records: async () => {
      const rows: Array<{ topic: string; key: string; headers: Record<string, string>; value: string }> = await dataSource.query(
        `SELECT topic, key, headers, value::text AS value FROM census_records WHERE key LIKE $1 ORDER BY position`,
        [`${websiteId}:%`],
      );
      return rows.map((row) => ({ topic: row.topic, key: row.key, headers: row.headers, text: row.value }));
    },
    close: async () => undefined,
  };
}

/**
 * Kafka: a consumer of a fresh group reading every census topic of the deployment whose
 * KAFKA_TOPIC_PREFIX is `topicPrefix` from the beginning, keeping the site's messages.
 */
export async function censusKafkaReader(brokers: readonly string[], websiteId: string, topicPrefix: string): Promise<CensusTopicsReader> {
  const naming = topicNaming(topicPrefix);
  const kafka = createKafka({ brokers, clientId: `census-reader-${websiteId}`, topicPartitions: 1 });
  const consumer: Consumer = kafka.consumer({ groupId: `census-reader-${websiteId}-${Date.now()}`, maxWaitTimeInMs: 200 });
  const received: StoredCensusRecord[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: Object.values(CENSUS_TOPICS).map(naming.physical), fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      const key = message.key?.toString() ?? '';
      if (!key.startsWith(`${websiteId}:`)) return;
      received.push({ topic: naming.logical(topic), key, headers: headerStrings(message.headers), text: message.value?.toString() ?? '' });
    },
  });
  return { records: async () => [...received], close: () => consumer.disconnect() };
}

function headerStrings(headers: IHeaders | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(headers ?? {}).map(([name, value]) => [name, String(Array.isArray(value) ? value[0] : value)]));
}
