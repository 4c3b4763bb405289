import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The plan of each subscribable product, so a subscription cart read by its token (the subscription
 * page, checkout) knows what it bills. Products created before this column read null until the
 * cart's catalog projection is replayed.
 */
export class CartSubscriptionPlans1795600460000 implements MigrationInterface {
  readonly name = 'CartSubscriptionPlans1795600460000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_catalog_products ADD COLUMN subscription_plan jsonb');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE cart_catalog_products DROP COLUMN IF EXISTS subscription_plan');
  }
}
