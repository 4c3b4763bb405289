import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which products hold stock for which order (checkout in another process: the saga of
 * libs/orders/README.md): the give-back and the sale find the products by order,
 * the expiry finds the reservations no order confirmed. Written with the product's events.
 */
export class CatalogStockReservations1795800000000 implements MigrationInterface {
  readonly name = 'CatalogStockReservations1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE catalog_stock_reservations (
      order_id text NOT NULL,
      item_id text NOT NULL,
      website_id text NOT NULL,
      reserved_at timestamptz NOT NULL,
      confirmed boolean NOT NULL DEFAULT false,
      PRIMARY KEY (order_id, item_id)
    )`);
    await queryRunner.query('CREATE INDEX catalog_stock_reservations_unconfirmed ON catalog_stock_reservations (reserved_at) WHERE NOT confirmed');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog_stock_reservations');
  }
}
