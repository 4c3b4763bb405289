import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Streams, events and snapshots. `transaction_id` (xid8) lets readers stop below the oldest
 * transaction still in flight, so a reader never skips an event that commits later with a lower
 * position. IF NOT EXISTS: databases created by the boot-time DDL before migrations already have them.
 */
export class EventStoreCreateTables1795500000000 implements MigrationInterface {
  readonly name = 'EventStoreCreateTables1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS es_streams (
       stream_id   text PRIMARY KEY,
       stream_type text NOT NULL,
       version     integer NOT NULL CHECK (version >= 0),
       updated_at  timestamptz NOT NULL DEFAULT now()
     )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS es_events (
       global_position bigserial PRIMARY KEY,
       transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
       event_id        uuid NOT NULL UNIQUE,
       stream_id       text NOT NULL,
       stream_version  integer NOT NULL,
       event_type      text NOT NULL,
       topic           text NOT NULL,
       data            jsonb NOT NULL,
       metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
       recorded_at     timestamptz NOT NULL DEFAULT now(),
       UNIQUE (stream_id, stream_version)
     )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS es_events_log_order ON es_events (transaction_id, global_position)');
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS es_snapshots (
       stream_id  text PRIMARY KEY,
       version    integer NOT NULL,
       state      jsonb NOT NULL,
       taken_at   timestamptz NOT NULL DEFAULT now()
     )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS es_snapshots, es_events, es_streams');
  }
}
