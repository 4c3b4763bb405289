import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Records the platform reports itself (server-side census records), written in the transaction of
 * the change they report and delivered to the census sink afterwards. A record id is kept once:
 * delivered rows stay (marked), so a replayed reporter adds nothing.
 */
export class CensusOutboxCreateTable1795730100000 implements MigrationInterface {
  readonly name = 'CensusOutboxCreateTable1795730100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS census_outbox (
       record_id    uuid PRIMARY KEY,
       message      jsonb NOT NULL,
       created_at   timestamptz NOT NULL DEFAULT now(),
       delivered_at timestamptz
     )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS census_outbox_undelivered ON census_outbox (created_at) WHERE delivered_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS census_outbox');
  }
}
