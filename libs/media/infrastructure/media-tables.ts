/**
 * The media context's tables (MediaCreateTables1795700000000). Assets are records beside their
 * files, not an event stream: see the README for why.
 */
export const MEDIA_TABLES = ['media_galleries', 'media_assets'] as const;

export const MEDIA_TABLE_STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS media_assets (
     asset_id       uuid PRIMARY KEY,
     website_id     text NOT NULL,
     file_name      text NOT NULL,
     url_file_name  text NOT NULL,
     format         text NOT NULL,
     width          integer NOT NULL,
     height         integer NOT NULL,
     byte_size      integer NOT NULL,
     focal_x        real NOT NULL,
     focal_y        real NOT NULL,
     color_data     jsonb NOT NULL,
     variant_widths integer[] NOT NULL,
     title          text NOT NULL,
     body           text NOT NULL,
     alt_text       text,
     created_at     timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS media_assets_by_site ON media_assets (website_id, created_at DESC)`,
  `CREATE TABLE IF NOT EXISTS media_galleries (
     gallery_id uuid PRIMARY KEY,
     website_id text NOT NULL,
     title      text NOT NULL,
     asset_ids  text[] NOT NULL,
     options    jsonb NOT NULL,
     revision   integer NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS media_galleries_by_site ON media_galleries (website_id, updated_at DESC)`,
];
