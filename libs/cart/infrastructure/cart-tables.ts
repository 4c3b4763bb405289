/**
 * The cart's tables: what it knows of the catalog (from catalog.events.v1), the visitors' cart
 * views (written with each append) and the analysts' read model of carts (from cart.events.v1).
 * Created by the migration CartCreateTables1764100000000.
 */
export const CART_TABLES = ['cart_catalog_products', 'cart_catalog_variants', 'cart_views', 'cart_analytics_carts', 'cart_analytics_entries'] as const;

export const CART_TABLE_STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS cart_catalog_products (
     item_id                    text PRIMARY KEY,
     website_id                 text NOT NULL,
     title                      text NOT NULL,
     product_type               smallint NOT NULL,
     currency                   text NOT NULL,
     option_names               jsonb NOT NULL,
     is_subscribable            boolean NOT NULL,
     has_additional_fields_form boolean NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS cart_catalog_variants (
     item_id          text NOT NULL,
     variant_id       text NOT NULL,
     position         integer NOT NULL,
     sku              text NOT NULL,
     price_cents      bigint NOT NULL,
     sale_price_cents bigint NOT NULL,
     on_sale          boolean NOT NULL,
     unlimited        boolean NOT NULL,
     qty_in_stock     integer NOT NULL,
     attributes       jsonb NOT NULL,
     PRIMARY KEY (item_id, variant_id)
   )`,
  `CREATE TABLE IF NOT EXISTS cart_views (
     cart_id       text PRIMARY KEY,
     website_id    text NOT NULL,
     version       integer NOT NULL,
     state_version integer NOT NULL,
     -- json, not jsonb: written whole on every change and read whole, never queried inside;
     -- json keeps the text as sent, sparing the binary conversion of a large cart on each add.
     state         json NOT NULL,
     updated_at    timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS cart_analytics_carts (
     cart_id    text PRIMARY KEY,
     website_id text NOT NULL,
     kind       text NOT NULL,
     status     text NOT NULL,
     currency   text NOT NULL,
     opened_at  timestamptz NOT NULL,
     updated_at timestamptz NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS cart_analytics_carts_site ON cart_analytics_carts (website_id, status)`,
  `CREATE TABLE IF NOT EXISTS cart_analytics_entries (
     cart_id          text NOT NULL,
     entry_id         text NOT NULL,
     quantity         integer NOT NULL,
     unit_price_cents bigint NOT NULL,
     PRIMARY KEY (cart_id, entry_id)
   )`,
];
