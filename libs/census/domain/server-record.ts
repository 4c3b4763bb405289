import { CENSUS_HEADERS, CENSUS_TOPICS, type CensusRecordJson, type JsonObject } from '@mercato/contracts';
import type { CensusMessage } from './interpret-submission';
import { recordKey } from './record-key';
import { schemaLabel, validateAgainst, type SchemaRef } from './schema-catalogue';

/**
 * A record the platform reports itself (no visitor sent it): an order's confirmation once it is
 * paid. Its id is stable for the fact it reports, so a fact reported twice is one record to the
 * outbox and, on Kafka, deduplicable by its `record-id`.
 */
export interface ServerCensusRecord {
  /** UUID, the same every time this fact is reported. */
  readonly recordId: string;
  readonly websiteId: string;
  /** The reporting context (`orders`): the record's endpoint is `server:<source>`. */
  readonly source: string;
  /** The event name analysts filter on (`purchase`). */
  readonly event: string;
  readonly schema: SchemaRef;
  readonly payload: Readonly<Record<string, unknown>>;
  /** When the fact happened, ISO 8601 in UTC: the record's received-at. */
  readonly occurredAt: string;
}

/** The census.events.v1 message of a server record; throws when the payload breaks its schema (a bug of the reporter). */
export function serverCensusMessage(record: ServerCensusRecord): CensusMessage {
  const validation = validateAgainst(record.schema, record.payload);
  if (!validation.valid) throw new Error(`Server census record ${record.recordId} breaks ${schemaLabel(record.schema)}: ${validation.reasons.join('; ')}`);
  const value: Required<CensusRecordJson> = {
    recordId: record.recordId,
    receivedAt: record.occurredAt,
    schema: record.schema.name,
    schemaVersion: record.schema.version,
    endpoint: `server:${record.source}`,
    websiteId: record.websiteId,
    visitorId: '',
    event: record.event,
    payload: record.payload as JsonObject,
    client: { truncatedIp: '', userAgent: '', bot: false },
  };
  return {
    topic: CENSUS_TOPICS.events,
    key: recordKey(record.websiteId, undefined, record.recordId),
    value: JSON.stringify(value),
    headers: { [CENSUS_HEADERS.recordId]: record.recordId, [CENSUS_HEADERS.schema]: schemaLabel(record.schema), [CENSUS_HEADERS.receivedAt]: record.occurredAt },
    good: true,
    records: 1,
  };
}
