import type { SchemaPart } from '@mercato/database';

/**
 * Embedded mode's stand-in for the census topics: one row per message, with the same topic name,
 * key, headers and proto3 JSON value as on Kafka. Read a topic in order with
 * `SELECT value FROM census_records WHERE topic = 'census.hits.v1' ORDER BY position`.
 */
export const censusSchema: SchemaPart = {
  name: 'census',
  statements: [
    `CREATE TABLE IF NOT EXISTS census_records (
       position    bigserial PRIMARY KEY,
       topic       text NOT NULL,
       key         text NOT NULL,
       record_id   uuid NOT NULL,
       headers     jsonb NOT NULL,
       value       jsonb NOT NULL,
       received_at timestamptz NOT NULL,
       stored_at   timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX IF NOT EXISTS census_records_by_topic ON census_records (topic, position)`,
  ],
};
