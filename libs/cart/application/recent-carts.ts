import type { VersionedCart } from './cart-views.port';

/** How many carts a process remembers at the version its own last append left them. */
export const RECENT_CARTS_LIMIT = 5_000;

/**
 * The carts this process changed last, least recently used dropped first. A command on a cart starts
 * from here instead of reading its view: a shopper's adds come one after another, so most commands
 * find their cart. The stream's version check keeps a stale entry (another replica's change) from
 * writing anything; see CartCommandRunner for the decisions that append nothing.
 */
export class RecentCarts {
  private readonly carts = new Map<string, VersionedCart>();

  constructor(private readonly limit = RECENT_CARTS_LIMIT) {}

  take(cartId: string): VersionedCart | undefined {
    return this.carts.get(cartId);
  }

  remember(cartId: string, cart: VersionedCart): void {
    // Re-inserted, it becomes the newest in the map's order; the oldest is the first key.
    this.carts.delete(cartId);
    this.carts.set(cartId, cart);
    if (this.carts.size > this.limit) this.carts.delete(this.carts.keys().next().value!);
  }

  forget(cartId: string): void {
    this.carts.delete(cartId);
  }
}
