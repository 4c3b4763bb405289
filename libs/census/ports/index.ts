// The census context's published port: how another context reports an analytics record itself
// (server-side), in its own transaction. Delivery is the census outbox relay's (CensusOutboxModule).
export { enqueueCensusRecord as reportCensusRecord, censusOutboxMigrations } from '@mercato/census/infrastructure';
export { CENSUS_SCHEMAS, type ServerCensusRecord } from '@mercato/census/domain';
