import { deciderSpec } from '@mercato/testing/decider';
import { CART_RULE_MESSAGES } from '@mercato/spec';
import { CART, EBOOK, OPENED_AT, SCARF, WEBSITE, addEntry, scarfAdded, scarfEntryFields } from '../testing';
import { cartDecider } from './cart.decider';
import { cartEvents } from './cart.events';
import { CartMovedError } from './cart.handover';
import type { CartEntry } from './cart.state';
import { CartError, missing } from './cart-error';

const spec = deciderSpec(cartDecider);
const USER_CART = 'user-cart';
const visitorCart = { websiteId: WEBSITE, cartId: CART };
const userCart = { websiteId: WEBSITE, cartId: USER_CART };
const opened = (cart: { websiteId: string; cartId: string }) => cartEvents.opened({ ...cart, currency: 'USD', openedAt: OPENED_AT, kind: 'shopping' });
const scarfEntry = (cart: { websiteId: string; cartId: string }, entryId: string, quantity: number, variant: 'red' | 'grey' = 'red') => scarfAdded(cart, variant, quantity, entryId);
const handed = (entries: CartEntry[]) => ({ entries, entryIds: entries.map((_, index) => `new-${index}`), offers: [SCARF, EBOOK], currency: 'USD', at: OPENED_AT });
const entry = (variant: 'red' | 'grey', quantity: number): CartEntry => ({ entryId: `visitor-${variant}`, quantity, ...scarfEntryFields(variant), unitPriceCents: 1 });
const takeOver = (entries: CartEntry[]) => ({ type: 'TakeOver' as const, websiteId: WEBSITE, cartId: USER_CART, sourceCartId: CART, ...handed(entries) });

describe('cart decider: the cart follows the site user', () => {
  it('closes the visitor cart into the user cart once, and sends later adds there', () => {
    const merged = cartEvents.mergedInto({ ...visitorCart, targetCartId: USER_CART });
    spec.given([opened(visitorCart), scarfEntry(visitorCart, 'a', 1)]).when({ type: 'MergeInto', websiteId: WEBSITE, targetCartId: USER_CART }).then([merged]);
    spec.given([opened(visitorCart), merged]).when({ type: 'MergeInto', websiteId: WEBSITE, targetCartId: USER_CART }).then([]);
    spec.given([opened(visitorCart), merged]).when(addEntry()).thenRefuses(new CartMovedError(USER_CART));
    spec.given([]).when({ type: 'MergeInto', websiteId: WEBSITE, targetCartId: USER_CART }).thenRefuses(missing(CART_RULE_MESSAGES.entryNotFound));
  });

  it('sums the same item and variant into the user entry, adds others at the current price, and remembers the merge', () => {
    spec
      .given([opened(userCart), scarfEntry(userCart, 'mine', 1)])
      .when(takeOver([entry('red', 1), entry('grey', 4)]))
      .then([
        cartEvents.quantityChanged({ ...userCart, entryId: 'mine', quantity: 2 }),
        scarfEntry(userCart, 'new-1', 4, 'grey'),
        cartEvents.mergedFrom({ ...userCart, sourceCartId: CART }),
      ]);
  });

  it('caps units by stock counting what the user cart holds (3 red in stock, 2 held), and opens a user cart that has none', () => {
    spec
      .given([opened(userCart), scarfEntry(userCart, 'mine', 2)])
      .when(takeOver([entry('red', 5)]))
      .then([cartEvents.quantityChanged({ ...userCart, entryId: 'mine', quantity: 3 }), cartEvents.mergedFrom({ ...userCart, sourceCartId: CART })]);
    spec.given([]).when(takeOver([entry('red', 2)])).then([opened(userCart), scarfEntry(userCart, 'new-0', 2), cartEvents.mergedFrom({ ...userCart, sourceCartId: CART })]);
  });

  it('adds nothing when the same visitor cart is merged again', () => {
    spec.given([opened(userCart), scarfEntry(userCart, 'mine', 1), cartEvents.mergedFrom({ ...userCart, sourceCartId: CART })]).when(takeOver([entry('red', 1)])).then([]);
  });

  it('copies entries into a new cart for the visitor at sign-out, and only into a new one', () => {
    const copy = { type: 'CopyEntries' as const, websiteId: WEBSITE, cartId: USER_CART, ...handed([entry('grey', 2)]) };
    spec.given([]).when(copy).then([opened(userCart), scarfEntry(userCart, 'new-0', 2, 'grey')]);
    spec.given([opened(userCart)]).when(copy).thenRefuses(new CartError('already_exists', 'This cart already exists.'));
  });
});
