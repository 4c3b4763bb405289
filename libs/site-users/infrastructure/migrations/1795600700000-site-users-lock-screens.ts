import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lock screens: the argon2id hash of each lock's password and the random key its visitors' passes
 * are signed with (a new key with each new password, so earlier passes stop working). Written in
 * the transactions that append the lock's events.
 */
export class SiteUsersLockScreens1795600700000 implements MigrationInterface {
  readonly name = 'SiteUsersLockScreens1795600700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE lock_screens (
      website_id text NOT NULL,
      page_id text NOT NULL,
      password_hash text NOT NULL,
      pass_key bytea NOT NULL,
      set_at timestamptz NOT NULL,
      PRIMARY KEY (website_id, page_id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS lock_screens');
  }
}
