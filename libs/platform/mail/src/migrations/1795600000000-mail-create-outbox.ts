import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail is written to the outbox in the transaction of the change it reports, and sent after the
 * commit: a rolled-back change sends nothing, a committed one is sent even if the process stops.
 */
export class MailCreateOutbox1795600000000 implements MigrationInterface {
  readonly name = 'MailCreateOutbox1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS mail_outbox (
       id         bigserial PRIMARY KEY,
       recipient  text NOT NULL,
       subject    text NOT NULL,
       body       text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now(),
       attempts   integer NOT NULL DEFAULT 0,
       next_try   timestamptz NOT NULL DEFAULT now(),
       last_error text,
       sent_at    timestamptz
     )`);
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_try) WHERE sent_at IS NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS mail_outbox');
  }
}
