import type { DataSource } from 'typeorm';
import type { InlineWrite } from '@mercato/event-store';
import type { CartState } from '@mercato/cart/domain';
import { CART_STATE_VERSION, type CartViews, type VersionedCart } from '@mercato/cart/application';

/** CartViews on the cart_views table: the folded state as jsonb and its stream version, one row per cart. */
export class PostgresCartViews implements CartViews {
  constructor(private readonly dataSource: DataSource) {}

  writeWithAppend(state: Exclude<CartState, { status: 'absent' }>): InlineWrite {
    // Only when the append claimed its version (the claim's row); at the stream's new version.
    return {
      sql: `INSERT INTO cart_views (cart_id, website_id, version, state_version, state)
            SELECT $6, $7, version, $8, $9::json FROM claimed
            ON CONFLICT (cart_id) DO UPDATE SET version = EXCLUDED.version, state_version = EXCLUDED.state_version, state = EXCLUDED.state, updated_at = now()
            WHERE cart_views.version < EXCLUDED.version`,
      params: [state.cartId, state.websiteId, CART_STATE_VERSION, JSON.stringify(state)],
    };
  }

  async read(websiteId: string, cartId: string): Promise<CartState> {
    const rows: Array<{ state: CartState }> = await this.dataSource.query('SELECT state FROM cart_views WHERE cart_id = $1 AND website_id = $2 AND state_version = $3', [
      cartId,
      websiteId,
      CART_STATE_VERSION,
    ]);
    return rows[0]?.state ?? { status: 'absent' };
  }

  async readVersioned(cartId: string): Promise<VersionedCart | undefined> {
    const rows: VersionedCart[] = await this.dataSource.query('SELECT state, version FROM cart_views WHERE cart_id = $1 AND state_version = $2', [cartId, CART_STATE_VERSION]);
    return rows[0];
  }
}
