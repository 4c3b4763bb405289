import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The site's languages list (spec §3 "Site") in the storefront's site read model; empty until multilingual is connected. */
export class SitesLanguages1795600450000 implements MigrationInterface {
  readonly name = 'SitesLanguages1795600450000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sites ADD COLUMN languages jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sites DROP COLUMN languages');
  }
}
