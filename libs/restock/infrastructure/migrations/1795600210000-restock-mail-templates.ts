import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Owners' own back-in-stock mail templates (JSON-T), one set per site and language. */
export class RestockMailTemplates1795600210000 implements MigrationInterface {
  readonly name = 'RestockMailTemplates1795600210000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE restock_mail_templates (
         website_id text NOT NULL,
         language   text NOT NULL,
         subject    text NOT NULL,
         text_body  text NOT NULL,
         html_body  text NOT NULL,
         updated_at timestamptz NOT NULL,
         PRIMARY KEY (website_id, language)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE restock_mail_templates');
  }
}
