import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Receipts of mails the SMTP server accepted, written the moment it accepts each one, outside the
 * transaction that holds the mail's row: a dispatcher sends a batch under one lock and a crash
 * before its commit must not send the accepted ones again.
 */
export class MailSentReceipts1795730000000 implements MigrationInterface {
  readonly name = 'MailSentReceipts1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE mail_sent_receipts (id uuid PRIMARY KEY, sent_at timestamptz NOT NULL DEFAULT now())`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mail_sent_receipts');
  }
}
