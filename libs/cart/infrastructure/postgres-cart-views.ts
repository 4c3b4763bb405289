import type { DataSource, EntityManager } from 'typeorm';
import type { CartState } from '@mercato/cart/domain';
import type { CartViews } from '@mercato/cart/application';

/** CartViews on the cart_views table: the folded state as jsonb, one row per cart. */
export class PostgresCartViews implements CartViews {
  constructor(private readonly dataSource: DataSource) {}

  async write(manager: EntityManager, state: Exclude<CartState, { status: 'absent' }>): Promise<void> {
    // Appends to one stream commit one at a time (the stream's row lock), so the last writer holds the newest state.
    await manager.query(
      `INSERT INTO cart_views (cart_id, website_id, state) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id) DO UPDATE SET state = EXCLUDED.state, updated_at = now()`,
      [state.cartId, state.websiteId, JSON.stringify(state)],
    );
  }

  async read(websiteId: string, cartId: string): Promise<CartState> {
    const rows: Array<{ state: CartState }> = await this.dataSource.query('SELECT state FROM cart_views WHERE cart_id = $1 AND website_id = $2', [cartId, websiteId]);
    return rows[0]?.state ?? { status: 'absent' };
  }
}
