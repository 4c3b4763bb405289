import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Spec §3 merchandising context per product (null until the owner sets it) and a variant's image for the page's swap. */
export class CatalogMerchandising1795712000000 implements MigrationInterface {
  readonly name = 'CatalogMerchandising1795712000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog_products ADD COLUMN merchandising jsonb');
    await queryRunner.query("ALTER TABLE catalog_variants ADD COLUMN image_asset_url text NOT NULL DEFAULT ''");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE catalog_variants DROP COLUMN image_asset_url');
    await queryRunner.query('ALTER TABLE catalog_products DROP COLUMN merchandising');
  }
}
