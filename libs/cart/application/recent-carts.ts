import type { CartState } from '@mercato/cart/domain';
import type { VersionedCart } from './cart-views.port';

/** About how much memory the remembered carts may take, estimated from their entries. */
export const RECENT_CARTS_BUDGET_BYTES = 64 * 1024 * 1024;

// An entry's fields besides its additional fields (ids, title, attributes, image), as a rough upper bound.
const ENTRY_BYTES = 1024;
const CART_BYTES = 512;

/** A rough size of a cart's state in memory: enough to keep the cache's total bounded. */
function estimatedBytes(state: CartState): number {
  if (state.status === 'absent') return CART_BYTES;
  return state.entries.reduce((bytes, entry) => bytes + ENTRY_BYTES + 2 * entry.additionalFields.length, CART_BYTES);
}

/**
 * The carts this process changed last, least recently used dropped first, within a memory budget
 * (a cart may hold 250 entries of 8 KB of additional fields each). A command on a cart starts from
 * here instead of reading its view: a shopper's adds come one after another, so most commands find
 * their cart. The stream's version check keeps a stale entry (another replica's change) from
 * writing anything; see CartCommandRunner for the decisions that append nothing.
 */
export class RecentCarts {
  private readonly carts = new Map<string, { cart: VersionedCart; bytes: number }>();
  private bytes = 0;

  constructor(private readonly budgetBytes = RECENT_CARTS_BUDGET_BYTES) {}

  take(cartId: string): VersionedCart | undefined {
    return this.carts.get(cartId)?.cart;
  }

  remember(cartId: string, cart: VersionedCart): void {
    this.forget(cartId);
    const bytes = estimatedBytes(cart.state);
    // One cart may take a small share at most: a huge one is read from its view each time instead.
    if (bytes > this.budgetBytes / 16) return;
    // Re-inserted, it becomes the newest in the map's order; the oldest is the first key.
    this.carts.set(cartId, { cart, bytes });
    this.bytes += bytes;
    for (const [oldest] of this.carts) {
      if (this.bytes <= this.budgetBytes) break;
      this.forget(oldest);
    }
  }

  forget(cartId: string): void {
    const known = this.carts.get(cartId);
    if (!known) return;
    this.carts.delete(cartId);
    this.bytes -= known.bytes;
  }
}
