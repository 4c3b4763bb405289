import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The reservation sweeper looks for pending checkouts by age: few rows among all orders, so a partial index. */
export class OrdersPendingIndex1795730200000 implements MigrationInterface {
  readonly name = 'OrdersPendingIndex1795730200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX IF NOT EXISTS order_views_pending ON order_views (created_at) WHERE status = 'pending'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS order_views_pending');
  }
}
