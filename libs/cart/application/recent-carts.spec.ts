import type { CartEntry, CartState } from '@mercato/cart/domain';
import { scarfEntryFields, WEBSITE } from '@mercato/cart/testing';
import { RecentCarts } from './recent-carts';

const entry = (entryId: string, additionalFields = ''): CartEntry => ({ ...scarfEntryFields('red'), entryId, quantity: 1, additionalFields });
const cart = (cartId: string, entries: CartEntry[]): { state: CartState; version: number } => ({
  state: { status: 'open', websiteId: WEBSITE, cartId, kind: 'shopping', currency: 'USD', created: 0, entries },
  version: entries.length + 1,
});

describe('RecentCarts', () => {
  it('answers the cart it was last told, and nothing once forgotten', () => {
    const recent = new RecentCarts();
    recent.remember('a', cart('a', [entry('e1')]));
    recent.remember('a', cart('a', [entry('e1'), entry('e2')]));
    expect(recent.take('a')).toEqual(cart('a', [entry('e1'), entry('e2')]));
    recent.forget('a');
    expect(recent.take('a')).toBeUndefined();
  });

  it('keeps within its memory budget, dropping the least recently changed carts first', () => {
    // Room for 16 carts of one entry (about 1.5 KB each).
    const recent = new RecentCarts(16 * 1_536);
    const ids = Array.from({ length: 16 }, (_, i) => `c${i}`);
    for (const cartId of ids) recent.remember(cartId, cart(cartId, [entry(`${cartId}-e`)]));
    recent.remember('c0', cart('c0', [entry('c0-e')]));
    recent.remember('c16', cart('c16', [entry('c16-e')]));
    expect([...ids, 'c16'].filter((cartId) => !recent.take(cartId))).toEqual(['c1']);
  });

  it('does not keep a cart too large for its share (long additional fields), nor its older state', () => {
    const recent = new RecentCarts(160_000);
    recent.remember('big', cart('big', [entry('e1')]));
    recent.remember('big', cart('big', [entry('e1'), entry('e2', 'x'.repeat(8_192))]));
    expect(recent.take('big')).toBeUndefined();
  });
});
