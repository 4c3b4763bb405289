import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Subscription checkpoints and the last stream version each projection applied (so a redelivered
 * event, same or older version, is ignored). IF NOT EXISTS: databases created by the boot-time DDL
 * before migrations already have them.
 */
export class EventLogCreateTables1795500100000 implements MigrationInterface {
  readonly name = 'EventLogCreateTables1795500100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS event_log_checkpoints (
       subscription_id text NOT NULL,
       partition       text NOT NULL,
       position        text NOT NULL,
       updated_at      timestamptz NOT NULL DEFAULT now(),
       PRIMARY KEY (subscription_id, partition)
     )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS projection_stream_versions (
       projection text NOT NULL,
       stream_id  text NOT NULL,
       version    integer NOT NULL,
       event_id   uuid NOT NULL,
       PRIMARY KEY (projection, stream_id)
     )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS projection_stream_versions, event_log_checkpoints');
  }
}
