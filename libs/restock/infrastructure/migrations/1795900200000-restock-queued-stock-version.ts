import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The stock level (catalog product stream version) each notice was queued at, so the owner's groups
 * list can tell how many units that level has left to promise, as the send decider counts them. Rows
 * queued before this column existed have none until the projection is rebuilt.
 */
export class RestockQueuedStockVersion1795900200000 implements MigrationInterface {
  readonly name = 'RestockQueuedStockVersion1795900200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE restock_sign_ups ADD COLUMN queued_stock_version integer');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE restock_sign_ups DROP COLUMN queued_stock_version');
  }
}
