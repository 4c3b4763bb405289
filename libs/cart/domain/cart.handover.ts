import { CART_LIMITS, CART_RULE_MESSAGES, QUANTITY } from '@mercato/spec';
import { CartError, missing } from './cart-error';
import type { CopyEntries, HandedEntries, MergeInto, TakeOver } from './cart.commands';
import { cartEvents, type CartEvent } from './cart.events';
import { evolveCart, unitsInCart, type CartState, type OpenCart } from './cart.state';

/** A change sent to a visitor's cart after it was merged at sign-in: the caller sends it to `targetCartId`. */
export class CartMovedError extends CartError {
  constructor(readonly targetCartId: string) {
    super('conflict', CART_RULE_MESSAGES.entryNotFound);
  }
}

/** Changes to a merged cart go to the site user's cart it was merged into. */
export function refuseIfMerged(state: CartState): void {
  if (state.status === 'merged') throw new CartMovedError(state.targetCartId);
}

/** Closes an open visitor's cart for the merge; merging it again into the same cart changes nothing. */
export function mergeInto(command: MergeInto, state: CartState): CartEvent[] {
  if (state.status === 'merged' && state.targetCartId === command.targetCartId) return [];
  if (state.status !== 'open' || state.websiteId !== command.websiteId) throw missing(CART_RULE_MESSAGES.entryNotFound);
  return [cartEvents.mergedInto({ websiteId: state.websiteId, cartId: state.cartId, targetCartId: command.targetCartId })];
}

/** The site user's cart takes a merged cart's entries once (a retried merge adds nothing), opening it if it has none. */
export function takeOver(command: TakeOver, state: CartState): CartEvent[] {
  if (state.status === 'open' && state.mergedFrom?.includes(command.sourceCartId)) return [];
  const events = takeEntries(command, state);
  const cart = { websiteId: command.websiteId, cartId: command.cartId };
  return [...events, cartEvents.mergedFrom({ ...cart, sourceCartId: command.sourceCartId })];
}

/** A new cart holding a copy of another's entries (sign-out with cloneCart). */
export function copyEntries(command: CopyEntries, state: CartState): CartEvent[] {
  if (state.status !== 'absent') throw new CartError('already_exists', 'This cart already exists.');
  return takeEntries(command, state);
}

/**
 * Adds each handed entry as an add would: the same item, variant and additional fields sum into one
 * entry (up to the quantity maximum), units are capped by the variant's stock counting everything
 * the cart holds of it, and a full cart takes no new entry. An entry keeps every unit that fits;
 * only units beyond stock (or a product the catalog no longer has) stay behind.
 */
function takeEntries(command: HandedEntries & { readonly websiteId: string; readonly cartId: string }, state: CartState): CartEvent[] {
  if (state.status === 'purchased') throw new CartError('conflict', CART_RULE_MESSAGES.cartPurchased);
  refuseIfMerged(state);
  const cart = { websiteId: command.websiteId, cartId: command.cartId };
  const events: CartEvent[] = [];
  let working: CartState = state;
  const record = (event: CartEvent) => {
    events.push(event);
    working = evolveCart(working, event);
  };
  if (working.status === 'absent') record(cartEvents.opened({ ...cart, currency: command.currency, openedAt: command.at, kind: 'shopping' }));
  command.entries.forEach((entry, index) => {
    const open = working as OpenCart;
    const variant = command.offers.find((offer) => offer.itemId === entry.itemId)?.variants.find((candidate) => candidate.variantId === entry.variantId);
    if (!variant) return;
    const same = open.entries.find((candidate) => candidate.itemId === entry.itemId && candidate.variantId === entry.variantId && candidate.additionalFields === entry.additionalFields);
    const stockRoom = variant.unlimited ? entry.quantity : variant.qtyInStock - unitsInCart(open.entries, entry.itemId, entry.variantId);
    const units = Math.min(entry.quantity, stockRoom, QUANTITY.max - (same?.quantity ?? 0));
    if (units <= 0) return;
    if (same) return record(cartEvents.quantityChanged({ ...cart, entryId: same.entryId, quantity: same.quantity + units }));
    if (open.entries.length >= CART_LIMITS.entries) return;
    record(
      cartEvents.entryAdded({
        ...cart,
        entryId: command.entryIds[index]!,
        itemId: entry.itemId,
        variantId: entry.variantId,
        sku: entry.sku,
        attributes: entry.attributes,
        quantity: units,
        additionalFields: entry.additionalFields,
        title: entry.title,
        productType: entry.productType,
        unitPriceCents: variant.unitPriceCents,
        currency: open.currency,
        image: entry.image,
      }),
    );
  });
  return events;
}
