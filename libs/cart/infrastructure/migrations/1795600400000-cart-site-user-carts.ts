import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Which cart is each site user's: the one a sign-in on any device names in the cart cookie. */
export class CartSiteUserCarts1795600400000 implements MigrationInterface {
  readonly name = 'CartSiteUserCarts1795600400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE cart_site_user_carts (
      website_id text NOT NULL,
      site_user_id text NOT NULL,
      cart_id text NOT NULL UNIQUE,
      PRIMARY KEY (website_id, site_user_id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS cart_site_user_carts');
  }
}
