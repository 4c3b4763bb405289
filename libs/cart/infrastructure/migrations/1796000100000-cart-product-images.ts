import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each product's main image, which a new cart entry keeps for the cart page's thumbnail. Products
 * created before this column read null (entries without a picture) until the cart's catalog
 * projection is replayed (`npm run rebuild`).
 */
export class CartProductImages1796000100000 implements MigrationInterface {
  readonly name = 'CartProductImages1796000100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_catalog_products ADD COLUMN main_image jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_catalog_products DROP COLUMN IF EXISTS main_image');
  }
}
