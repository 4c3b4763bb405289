import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contributor (owner) accounts, their roles per website and login sessions. IF NOT EXISTS:
 * databases created by the boot-time DDL before migrations already have them.
 */
export class ContributorsCreateTables1795500200000 implements MigrationInterface {
  readonly name = 'ContributorsCreateTables1795500200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS contributors (
      id uuid PRIMARY KEY,
      email text NOT NULL UNIQUE CHECK (email = lower(email)),
      password_hash text NOT NULL,
      display_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS contributor_roles (
      contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
      website_id text NOT NULL,
      role integer NOT NULL,
      PRIMARY KEY (contributor_id, website_id)
    )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS contributor_sessions (
      token_hash text PRIMARY KEY,
      contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS contributor_sessions_contributor_idx ON contributor_sessions (contributor_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS contributor_sessions, contributor_roles, contributors');
  }
}
