import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox: rows queued in a context's transaction, delivered by the dispatcher. */
const statements: readonly string[] = [
  `CREATE TABLE mail_outbox (
     id              uuid PRIMARY KEY,
     website_id      text NOT NULL,
     source          text NOT NULL,
     reference       text NOT NULL,
     message         jsonb NOT NULL,
     status          text NOT NULL DEFAULT 'pending',
     attempts        integer NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_error      text NOT NULL DEFAULT '',
     created_at      timestamptz NOT NULL DEFAULT now(),
     sent_at         timestamptz,
     UNIQUE (source, reference)
   )`,
  `CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending'`,
];

export class MailCreateOutbox1795600100000 implements MigrationInterface {
  readonly name = 'MailCreateOutbox1795600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_outbox');
  }
}
