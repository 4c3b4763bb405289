import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The store settings the sites topic announced; null until the owner first saves them (the defaults apply). */
export class CatalogSiteDirectoryStoreSettings1795590000001 implements MigrationInterface {
  readonly name = 'CatalogSiteDirectoryStoreSettings1795590000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog_sites ADD COLUMN store_settings jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog_sites DROP COLUMN store_settings');
  }
}
