import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A cart view's entries get a row each (cart_view_entries), so an add writes the entry it changed
 * instead of the whole cart (PostgresCartViews). Existing views are split in place, keeping their
 * order; the state shape (CART_STATE_VERSION) is unchanged, so no cart looks empty meanwhile.
 */
export class CartViewEntries1796000300000 implements MigrationInterface {
  readonly name = 'CartViewEntries1796000300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE cart_view_entries (
       cart_id  text NOT NULL,
       entry_id text NOT NULL,
       position bigint NOT NULL,
       -- json, not jsonb: written and read whole, never queried inside.
       entry    json NOT NULL,
       PRIMARY KEY (cart_id, entry_id)
     )`);
    await queryRunner.query(`INSERT INTO cart_view_entries (cart_id, entry_id, position, entry)
       SELECT v.cart_id, e.entry->>'entryId', e.ordinal - 1, e.entry
         FROM cart_views v, json_array_elements(v.state->'entries') WITH ORDINALITY AS e(entry, ordinal)`);
    await queryRunner.query(`UPDATE cart_views SET state = (state::jsonb - 'entries')::json WHERE state->'entries' IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE cart_views v SET state = (v.state::jsonb || jsonb_build_object('entries',
       coalesce((SELECT jsonb_agg(e.entry ORDER BY e.position) FROM cart_view_entries e WHERE e.cart_id = v.cart_id), '[]'::jsonb)))::json`);
    await queryRunner.query('DROP TABLE cart_view_entries');
  }
}
