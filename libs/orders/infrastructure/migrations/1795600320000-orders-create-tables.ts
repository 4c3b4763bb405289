import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The orders context's tables: the order views (each order's state, written by the transaction that
 * appends its events, so a read right after checkout sees it) and the per-site order number counter.
 */
const statements: readonly string[] = [
  `CREATE TABLE order_views (
     order_id     uuid PRIMARY KEY,
     website_id   text NOT NULL,
     order_token  text NOT NULL UNIQUE,
     order_number bigint NOT NULL,
     email        text NOT NULL,
     status       text NOT NULL,
     created_at   timestamptz NOT NULL,
     updated_at   timestamptz NOT NULL DEFAULT now(),
     state        jsonb NOT NULL,
     UNIQUE (website_id, order_number)
   )`,
  `CREATE INDEX order_views_listing ON order_views (website_id, created_at DESC, order_id DESC)`,
  `CREATE INDEX order_views_email ON order_views (website_id, lower(email))`,
  `CREATE TABLE order_numbers (
     website_id  text PRIMARY KEY,
     last_number bigint NOT NULL
   )`,
];

export class OrdersCreateTables1795600320000 implements MigrationInterface {
  readonly name = 'OrdersCreateTables1795600320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE order_numbers');
    await queryRunner.query('DROP TABLE order_views');
  }
}
