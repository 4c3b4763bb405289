import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Site users' credentials (written in the transaction that appends SiteUserJoined) and their
 * sessions. The email's uniqueness per website comes from the account's stream id; the unique
 * index here is a second guard.
 */
export class SiteUsersCreateTables1795600000000 implements MigrationInterface {
  readonly name = 'SiteUsersCreateTables1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE site_user_credentials (
      site_user_id uuid PRIMARY KEY,
      website_id text NOT NULL,
      email text NOT NULL,
      password_hash text NOT NULL,
      UNIQUE (website_id, email))`);
    await queryRunner.query(`CREATE TABLE site_user_sessions (
      token_hash text PRIMARY KEY,
      xsrf_hash text NOT NULL,
      site_user_id uuid NOT NULL REFERENCES site_user_credentials (site_user_id) ON DELETE CASCADE,
      website_id text NOT NULL,
      expires_at timestamptz NOT NULL)`);
    await queryRunner.query('CREATE INDEX site_user_sessions_by_user ON site_user_sessions (site_user_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS site_user_sessions');
    await queryRunner.query('DROP TABLE IF EXISTS site_user_credentials');
  }
}
