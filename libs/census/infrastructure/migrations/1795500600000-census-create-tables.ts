import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Embedded mode's stand-in for the census topics: one row per message, with the same topic name,
 * key, headers and proto3 JSON value as on Kafka. Read a topic in order with
 * `SELECT value FROM census_records WHERE topic = 'census.hits.v1' ORDER BY position`.
 * IF NOT EXISTS: databases created by the boot-time DDL before migrations already have it.
 */
export class CensusCreateTables1795500600000 implements MigrationInterface {
  readonly name = 'CensusCreateTables1795500600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS census_records (
       position    bigserial PRIMARY KEY,
       topic       text NOT NULL,
       key         text NOT NULL,
       record_id   uuid NOT NULL,
       headers     jsonb NOT NULL,
       value       jsonb NOT NULL,
       received_at timestamptz NOT NULL,
       stored_at   timestamptz NOT NULL DEFAULT now()
     )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS census_records_by_topic ON census_records (topic, position)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS census_records');
  }
}
