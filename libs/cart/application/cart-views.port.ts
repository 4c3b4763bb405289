import type { EntityManager } from 'typeorm';
import type { CartState } from '@mercato/cart/domain';

/** The visitor's cart as of its last append, kept beside the events so a read right after a write sees it. */
export interface CartViews {
  /** Writes the view in the append's transaction (`manager`). */
  write(manager: EntityManager, state: Exclude<CartState, { status: 'absent' }>): Promise<void>;
  /** The cart of this site, or absent when it has none (or the id is another site's). */
  read(websiteId: string, cartId: string): Promise<CartState>;
}

export const CART_VIEWS = Symbol('CartViews');
