// Census topics: validated, enriched visitor reports for analysts (spec §7 tracking calls). Unlike
// the event-sourced contexts there is no event store behind them; the values are CensusRecord
// (good topics) and BadRecord (census.bad.v1) of proto/mercato/census/v1/records.proto.

/** Kafka topic of each kind of census record. */
export const CENSUS_TOPICS = {
  /** RecordHit page views and hits, and the widget calls (button, form, overlay, quick view). */
  hits: 'census.hits.v1',
  /** Legacy tracker (RecordEvent) and newer tracker (clanker) events. */
  events: 'census.events.v1',
  /** Page-speed, image and user timing records. */
  performance: 'census.performance.v1',
  /** Script error reports. */
  jsErrors: 'census.js-errors.v1',
  /** Every refused record, with the reason. */
  bad: 'census.bad.v1',
} as const;

export type CensusTopic = (typeof CENSUS_TOPICS)[keyof typeof CENSUS_TOPICS];

/** Kafka headers of every census record. */
export const CENSUS_HEADERS = {
  recordId: 'record-id',
  schema: 'schema',
  receivedAt: 'received-at',
  traceparent: 'traceparent',
} as const;

export type CensusHeaderName = (typeof CENSUS_HEADERS)[keyof typeof CENSUS_HEADERS];

/** What each header carries; the event catalogue (docs/events.md) prints these. */
export const CENSUS_HEADER_DESCRIPTIONS: Readonly<Record<CensusHeaderName, string>> = {
  'record-id': 'The `recordId` of the value (UUID); consumers deduplicate on it, delivery is at-least-once.',
  schema: 'Schema of the payload as `<name>.v<version>`, e.g. `hit.v1` (`libs/census/schemas/hit.v1.json`); empty on a bad record whose schema could not be chosen.',
  'received-at': 'Time the server received the record, ISO 8601 in UTC (the `receivedAt` of the value).',
  traceparent: 'W3C trace context of the request that carried the record; absent when it was not traced.',
};
