import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * URL ids taken per website (written in the same transaction as the events that claim them, so two
 * stores, or two products of one store, never share an address) and the read models the storefront
 * and the inventory endpoint query. IF NOT EXISTS: databases created by the boot-time DDL before
 * migrations already have them.
 */
export class CatalogCreateTables1795500400000 implements MigrationInterface {
  readonly name = 'CatalogCreateTables1795500400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_url_ids (
       website_id text NOT NULL,
       scope      text NOT NULL,
       url_id     text NOT NULL,
       owner_id   text NOT NULL,
       PRIMARY KEY (website_id, scope, url_id)
     )`);
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_collections (
       collection_id    text PRIMARY KEY,
       website_id       text NOT NULL,
       title            text NOT NULL,
       navigation_title text NOT NULL,
       url_id           text NOT NULL,
       description      text NOT NULL,
       enabled          boolean NOT NULL,
       root_category    jsonb,
       created_at       timestamptz NOT NULL
     )`);
    await queryRunner.query('CREATE UNIQUE INDEX IF NOT EXISTS catalog_collections_url ON catalog_collections (website_id, url_id)');
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_products (
       item_id                    text PRIMARY KEY,
       website_id                 text NOT NULL,
       collection_id              text NOT NULL,
       title                      text NOT NULL,
       url_id                     text NOT NULL,
       description                text NOT NULL,
       product_type               smallint NOT NULL,
       currency                   text NOT NULL,
       variant_option_ordering    jsonb NOT NULL,
       is_subscribable            boolean NOT NULL,
       subscription_plan          jsonb,
       digital                    jsonb,
       images                     jsonb NOT NULL,
       additional_fields_form_id  text NOT NULL,
       use_custom_add_button_text boolean NOT NULL,
       custom_add_button_text     text NOT NULL,
       created_at                 timestamptz NOT NULL,
       updated_at                 timestamptz NOT NULL
     )`);
    await queryRunner.query('CREATE INDEX IF NOT EXISTS catalog_products_collection ON catalog_products (collection_id, created_at, item_id)');
    await queryRunner.query('CREATE UNIQUE INDEX IF NOT EXISTS catalog_products_url ON catalog_products (collection_id, url_id)');
    await queryRunner.query(`CREATE TABLE IF NOT EXISTS catalog_variants (
       item_id          text NOT NULL,
       variant_id       text NOT NULL,
       website_id       text NOT NULL,
       position         integer NOT NULL,
       sku              text NOT NULL,
       price_cents      bigint NOT NULL,
       sale_price_cents bigint NOT NULL,
       currency         text NOT NULL,
       on_sale          boolean NOT NULL,
       unlimited        boolean NOT NULL,
       qty_in_stock     integer NOT NULL,
       attributes       jsonb NOT NULL,
       option_values    jsonb NOT NULL,
       updated_at       timestamptz NOT NULL,
       PRIMARY KEY (item_id, variant_id)
     )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE IF EXISTS catalog_variants, catalog_products, catalog_collections, catalog_url_ids');
  }
}
