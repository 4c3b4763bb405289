import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The single-use links mailed to site users (email verification, password reset), kept as sha256
 * of the token only; and the account facts the account API answers, written with their events.
 */
export class SiteUsersAccountLinks1795600300000 implements MigrationInterface {
  readonly name = 'SiteUsersAccountLinks1795600300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE site_user_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL,
      site_user_id uuid NOT NULL REFERENCES site_user_credentials (site_user_id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz)`);
    await queryRunner.query('CREATE INDEX site_user_tokens_by_user ON site_user_tokens (site_user_id)');
    await queryRunner.query(`ALTER TABLE site_user_credentials ADD COLUMN email_verified boolean NOT NULL DEFAULT false, ADD COLUMN language text NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE site_user_credentials DROP COLUMN email_verified, DROP COLUMN language');
    await queryRunner.query('DROP TABLE IF EXISTS site_user_tokens');
  }
}
