import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The owner's saved store settings in the storefront's site read model; null until first saved (the defaults apply). */
export class SitesStoreSettings1795590000000 implements MigrationInterface {
  readonly name = 'SitesStoreSettings1795590000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sites ADD COLUMN store_settings jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sites DROP COLUMN store_settings');
  }
}
