import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Restock's tables: its read model of the catalog's stock, the owners' sign-up list and the notice reactor's recipients. */
const statements: readonly string[] = [
  `CREATE TABLE restock_stock_collections (
     collection_id text PRIMARY KEY,
     website_id    text NOT NULL,
     url_id        text NOT NULL
   )`,
  `CREATE TABLE restock_stock_products (
     product_id    text PRIMARY KEY,
     website_id    text NOT NULL,
     collection_id text NOT NULL,
     title         text NOT NULL,
     url_id        text NOT NULL
   )`,
  `CREATE TABLE restock_stock_variants (
     variant_id    text PRIMARY KEY,
     product_id    text NOT NULL,
     website_id    text NOT NULL,
     label         text NOT NULL,
     unlimited     boolean NOT NULL,
     qty_in_stock  integer NOT NULL,
     stock_version integer NOT NULL
   )`,
  `CREATE TABLE restock_sign_ups (
     sign_up_id        text PRIMARY KEY,
     website_id        text NOT NULL,
     product_id        text NOT NULL,
     variant_id        text NOT NULL,
     position          integer NOT NULL,
     email             text NOT NULL,
     join_mailing_list boolean NOT NULL,
     language          text NOT NULL,
     signed_up_at      timestamptz NOT NULL,
     status            text NOT NULL,
     unsubscribe_token text NOT NULL UNIQUE
   )`,
  `CREATE INDEX restock_sign_ups_variant ON restock_sign_ups (website_id, product_id, variant_id, position)`,
  `CREATE TABLE restock_notice_recipients (
     sign_up_id        text PRIMARY KEY,
     email             text NOT NULL,
     language          text NOT NULL,
     unsubscribe_token text NOT NULL
   )`,
];

export class RestockCreateTables1795600200000 implements MigrationInterface {
  readonly name = 'RestockCreateTables1795600200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of statements) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE restock_notice_recipients, restock_sign_ups, restock_stock_variants, restock_stock_products, restock_stock_collections');
  }
}
