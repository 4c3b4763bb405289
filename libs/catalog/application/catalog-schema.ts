import type { SchemaPart } from '@mercato/database';

/**
 * URL ids taken per website, written in the same transaction as the events that claim them, so
 * two stores (or two products of one store) can never end up on the same address.
 */
export const catalogWriteSchema: SchemaPart = {
  name: 'catalog-write',
  statements: [
    `CREATE TABLE IF NOT EXISTS catalog_url_ids (
       website_id text NOT NULL,
       scope      text NOT NULL,
       url_id     text NOT NULL,
       owner_id   text NOT NULL,
       PRIMARY KEY (website_id, scope, url_id)
     )`,
  ],
};
