import type { InlineWrite } from '@mercato/event-store';
import type { CartState } from '@mercato/cart/domain';

/** A cart's state as of a version of its stream. */
export interface VersionedCart {
  readonly state: CartState;
  readonly version: number;
}

/**
 * The visitor's cart as of its last append, kept beside the events (written by the append's own
 * statement): a read right after a write sees it, and the next command starts from it instead of
 * folding the stream.
 */
export interface CartViews {
  /**
   * The view's write, made by the append that leaves the cart in `state`. `storedAs`: the state the
   * view holds at the version the append claims (read from it, or written by this process's last
   * append), so only what changed since is written; left out, the view is written whole.
   */
  writeWithAppend(state: Exclude<CartState, { status: 'absent' }>, storedAs?: Exclude<CartState, { status: 'absent' }>): InlineWrite;
  /** The cart of this site, or absent when it has none (or the id is another site's). */
  read(websiteId: string, cartId: string): Promise<CartState>;
  /** The cart at its stream's version, undefined when there is no view of the current state shape. */
  readVersioned(cartId: string): Promise<VersionedCart | undefined>;
}

export const CART_VIEWS = Symbol('CartViews');
