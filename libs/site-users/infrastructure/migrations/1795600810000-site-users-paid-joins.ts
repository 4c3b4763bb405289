import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid joins: a member area's paywall product, and the paid-join reactor's note of each order that
 * bought one (from OrderCheckoutStarted), which OrderPlaced grants by and OrderRefunded revokes by.
 */
export class SiteUsersPaidJoins1795600810000 implements MigrationInterface {
  readonly name = 'SiteUsersPaidJoins1795600810000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE member_areas ADD COLUMN paywall_product_id text');
    await queryRunner.query('CREATE INDEX member_areas_by_paywall_product ON member_areas (website_id, paywall_product_id) WHERE paywall_product_id IS NOT NULL');
    await queryRunner.query(`CREATE TABLE paid_join_orders (
      order_id text PRIMARY KEY,
      website_id text NOT NULL,
      email text NOT NULL,
      product_ids text[] NOT NULL,
      grand_total_cents bigint NOT NULL,
      placed_at timestamptz,
      refunded_at timestamptz,
      site_user_id uuid,
      member_area_ids uuid[] NOT NULL DEFAULT '{}')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS paid_join_orders');
    await queryRunner.query('DROP INDEX IF EXISTS member_areas_by_paywall_product');
    await queryRunner.query('ALTER TABLE member_areas DROP COLUMN IF EXISTS paywall_product_id');
  }
}
