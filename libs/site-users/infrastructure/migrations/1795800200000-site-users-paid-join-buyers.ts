import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Paid joins by the signed-in buyer: the site user OrderCheckoutStarted names (from their session),
 * which the grant prefers to the checkout email; and an index for the join that takes up orders an
 * email bought before it had an account.
 */
export class SiteUsersPaidJoinBuyers1795800200000 implements MigrationInterface {
  readonly name = 'SiteUsersPaidJoinBuyers1795800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE paid_join_orders ADD COLUMN buyer_site_user_id uuid');
    await queryRunner.query('CREATE INDEX paid_join_orders_waiting_for_account ON paid_join_orders (website_id, email) WHERE site_user_id IS NULL AND placed_at IS NOT NULL AND refunded_at IS NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS paid_join_orders_waiting_for_account');
    await queryRunner.query('ALTER TABLE paid_join_orders DROP COLUMN IF EXISTS buyer_site_user_id');
  }
}
