// Census topics: validated, enriched visitor reports for analysts (spec §7 tracking calls). Unlike
// the event-sourced contexts there is no event store behind them; the values are CensusRecord
// (good topics) and BadRecord (census.bad.v1) of proto/mercato/census/v1/records.proto.

/** Kafka topic of each kind of census record. */
export const CENSUS_TOPICS = {
  hits: 'census.hits.v1',
  events: 'census.events.v1',
  performance: 'census.performance.v1',
  jsErrors: 'census.js-errors.v1',
  bad: 'census.bad.v1',
} as const;

export type CensusTopic = (typeof CENSUS_TOPICS)[keyof typeof CENSUS_TOPICS];

/** What each topic carries; the event catalogue (docs/events.md) prints these. */
export const CENSUS_TOPIC_CONTENTS: Readonly<Record<CensusTopic, string>> = {
  'census.hits.v1': 'Page views and other hits (`POST /api/census/RecordHit`) and the widget calls (`/api/census/button-click`, `/button-render`, `/form-render`, `/overlay`, `/RecordQuickView/{id}`).',
  'census.events.v1': 'Legacy tracker events (`POST /api/events/RecordEvent`), newer tracker events (`POST /api/v1/clanker/events`) and the server-side `purchase` record of each paid order (schema `order-confirmation.v1`, endpoint `server:orders`, record id = order id).',
  'census.performance.v1': 'Performance records (`POST /api/1/performance/records`): page speed, image metrics and user timings.',
  'census.js-errors.v1': 'Script error reports (`POST /api/events/RecordJavascriptErrors`).',
  'census.bad.v1': 'Every record refused by any census endpoint, with the reason.',
};

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
