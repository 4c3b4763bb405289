import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order reactor's note of each order that buys gift cards (from OrderCheckoutStarted): the
 * cards to issue and where to mail them, issued when OrderPlaced marks the note placed.
 */
export class GiftCardsOrderNotes1795800100000 implements MigrationInterface {
  readonly name = 'GiftCardsOrderNotes1795800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE gift_card_orders (
      order_id text PRIMARY KEY,
      website_id text NOT NULL,
      buyer_email text NOT NULL,
      currency text NOT NULL,
      cards jsonb NOT NULL,
      placed_at timestamptz)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS gift_card_orders');
  }
}
