-- The tables as the boot-time DDL of commit a753e2c (the last before migrations) created them,
-- statement for statement, in the order applySchema ran them. The migration test starts here.

-- libs/platform/event-store/src/schema.ts
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id   text PRIMARY KEY,
  stream_type text NOT NULL,
  version     integer NOT NULL CHECK (version >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
  );
CREATE TABLE IF NOT EXISTS es_events (
  global_position bigserial PRIMARY KEY,
  transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid NOT NULL UNIQUE,
  stream_id       text NOT NULL,
  stream_version  integer NOT NULL,
  event_type      text NOT NULL,
  topic           text NOT NULL,
  data            jsonb NOT NULL,
  metadata        jsonb NOT NULL DEFAULT '{}'::jsonb,
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, stream_version)
  );
CREATE INDEX IF NOT EXISTS es_events_log_order ON es_events (transaction_id, global_position);
CREATE TABLE IF NOT EXISTS es_snapshots (
  stream_id     text PRIMARY KEY,
  version       integer NOT NULL,
  state_version integer NOT NULL DEFAULT 0,
  state         jsonb NOT NULL,
  taken_at      timestamptz NOT NULL DEFAULT now()
  );
ALTER TABLE es_snapshots ADD COLUMN IF NOT EXISTS state_version integer NOT NULL DEFAULT 0;

-- libs/platform/event-log/src/postgres/checkpoint-store.ts
CREATE TABLE IF NOT EXISTS event_log_checkpoints (
  subscription_id text NOT NULL,
  partition       text NOT NULL,
  position        text NOT NULL,
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, partition)
  );

-- libs/platform/event-log/src/projections/projection.ts
CREATE TABLE IF NOT EXISTS projection_stream_versions (
  projection text NOT NULL,
  stream_id  text NOT NULL,
  version    integer NOT NULL,
  event_id   uuid NOT NULL,
  PRIMARY KEY (projection, stream_id)
  );

-- libs/platform/http/src/auth/contributor-auth.schema.ts
CREATE TABLE IF NOT EXISTS contributors (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  display_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
  );
CREATE TABLE IF NOT EXISTS contributor_roles (
  contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
  website_id text NOT NULL,
  role integer NOT NULL,
  PRIMARY KEY (contributor_id, website_id)
  );
CREATE TABLE IF NOT EXISTS contributor_sessions (
  token_hash text PRIMARY KEY,
  contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
  );
CREATE INDEX IF NOT EXISTS contributor_sessions_contributor_idx ON contributor_sessions (contributor_id);

-- libs/sites/application/sites.ts
CREATE TABLE IF NOT EXISTS site_hosts (hostname text PRIMARY KEY, website_id text NOT NULL);

-- libs/sites/projections/sites.projection.ts
CREATE TABLE IF NOT EXISTS sites (
  website_id  text PRIMARY KEY,
  title       text NOT NULL,
  currency    text NOT NULL,
  time_zone   text NOT NULL,
  locale      text NOT NULL,
  template_id text NOT NULL,
  header      jsonb NOT NULL,
  footer      jsonb NOT NULL,
  navigations jsonb NOT NULL,
  created_at  timestamptz NOT NULL
  );
CREATE TABLE IF NOT EXISTS site_collection_links (
  collection_id text PRIMARY KEY,
  website_id    text NOT NULL,
  url_id        text NOT NULL,
  title         text NOT NULL
  );

-- libs/catalog/application/catalog-schema.ts
CREATE TABLE IF NOT EXISTS catalog_url_ids (
  website_id text NOT NULL,
  scope      text NOT NULL,
  url_id     text NOT NULL,
  owner_id   text NOT NULL,
  PRIMARY KEY (website_id, scope, url_id)
  );

-- libs/catalog/projections/catalog.projection.ts
CREATE TABLE IF NOT EXISTS catalog_collections (
  collection_id    text PRIMARY KEY,
  website_id       text NOT NULL,
  title            text NOT NULL,
  navigation_title text NOT NULL,
  url_id           text NOT NULL,
  description      text NOT NULL,
  enabled          boolean NOT NULL,
  root_category    jsonb,
  created_at       timestamptz NOT NULL
  );
CREATE UNIQUE INDEX IF NOT EXISTS catalog_collections_url ON catalog_collections (website_id, url_id);
CREATE TABLE IF NOT EXISTS catalog_products (
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
  );
CREATE INDEX IF NOT EXISTS catalog_products_collection ON catalog_products (collection_id, created_at, item_id);
CREATE UNIQUE INDEX IF NOT EXISTS catalog_products_url ON catalog_products (collection_id, url_id);
CREATE TABLE IF NOT EXISTS catalog_variants (
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
  );

-- libs/catalog/projections/site-directory.read-model.ts
CREATE TABLE IF NOT EXISTS catalog_sites (
  website_id text PRIMARY KEY,
  currency   text NOT NULL,
  time_zone  text NOT NULL
  );
CREATE TABLE IF NOT EXISTS catalog_site_hosts (
  hostname   text PRIMARY KEY,
  website_id text NOT NULL
  );

-- libs/census/infrastructure/census-schema.ts
CREATE TABLE IF NOT EXISTS census_records (
  position    bigserial PRIMARY KEY,
  topic       text NOT NULL,
  key         text NOT NULL,
  record_id   uuid NOT NULL,
  headers     jsonb NOT NULL,
  value       jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  stored_at   timestamptz NOT NULL DEFAULT now()
  );
CREATE INDEX IF NOT EXISTS census_records_by_topic ON census_records (topic, position);
