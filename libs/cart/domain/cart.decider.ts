import type { Decider } from '@mercato/domain';
import { ADD_TO_CART_MESSAGES, CART_LIMITS, CART_RULE_MESSAGES, QUANTITY, hasStockBeyondCart, hasStockFor, isSubscribableProductType } from '@mercato/spec';
import { CartError, missing, refused } from './cart-error';
import type { AddEntry, CartCommand, ChangeQuantity, MarkPurchased, RemoveEntry, Reprice, StartSubscription, UpdateAdditionalFields } from './cart.commands';
import { cartEvents, type CartEvent, type CartKindName } from './cart.events';
import { evolveCart, initialCartState, unitsInCart, type CartEntry, type CartState, type OpenCart } from './cart.state';
import { chooseVariant, parseAdditionalFields, parseQuantity } from './entry-input';
import { copyEntries, mergeInto, refuseIfMerged, takeOver } from './cart.handover';

export function decideCart(command: CartCommand, state: CartState): CartEvent[] {
  switch (command.type) {
    case 'AddEntry':
      return addEntry(command, state, 'shopping');
    case 'StartSubscription':
      return startSubscription(command, state);
    case 'ChangeQuantity':
      return changeQuantity(command, openCartOf(state, command.websiteId));
    case 'UpdateAdditionalFields':
      return updateAdditionalFields(command, openCartOf(state, command.websiteId));
    case 'RemoveEntry':
      return removeEntry(command, openCartOf(state, command.websiteId));
    case 'Reprice':
      return reprice(command, openCartOf(state, command.websiteId));
    case 'MarkPurchased':
      return markPurchased(command, openCartOf(state, command.websiteId));
    case 'MergeInto':
      return mergeInto(command, state);
    case 'TakeOver':
      return takeOver(command, state);
    case 'CopyEntries':
      return copyEntries(command, state);
  }
}

export const cartDecider: Decider<CartState, CartCommand, CartEvent> = { initialState: initialCartState, decide: decideCart, evolve: evolveCart };

/**
 * The same item, variant and additional fields add to one entry; different fields make a new one.
 * Stock counts what the cart already holds of the item and variant (spec §5).
 */
function addEntry(command: AddEntry | StartSubscription, state: CartState, kind: CartKindName): CartEvent[] {
  if (state.status === 'purchased') throw new CartError('conflict', CART_RULE_MESSAGES.cartPurchased);
  refuseIfMerged(state);
  if (state.status === 'open' && state.websiteId !== command.websiteId) throw missing(CART_RULE_MESSAGES.entryNotFound);
  const quantity = parseQuantity(command.quantity);
  const additionalFields = parseAdditionalFields(command.additionalFields);
  const { product } = command;
  if (!product) throw missing(CART_RULE_MESSAGES.itemUnavailable);
  const variant = chooseVariant(product, command.sku);
  const entries = state.status === 'open' ? state.entries : [];
  const inCart = unitsInCart(entries, product.itemId, variant.variantId);
  // Spec §5: an item with a form checks first that one more unit is there, before the quantity.
  if (product.hasAdditionalFieldsForm && !hasStockBeyondCart([variant], inCart)) throw refused(ADD_TO_CART_MESSAGES.notEnoughStock, 'quantity');
  if (!hasStockFor(variant, inCart, quantity)) throw refused(ADD_TO_CART_MESSAGES.notEnoughStock, 'quantity');

  const cart = { websiteId: command.websiteId, cartId: command.cartId };
  const same = entries.find((entry) => entry.itemId === product.itemId && entry.variantId === variant.variantId && entry.additionalFields === additionalFields);
  if (same) {
    if (same.quantity + quantity > QUANTITY.max) throw refused(CART_RULE_MESSAGES.quantityOutOfRange, 'quantity');
    return [cartEvents.quantityChanged({ ...cart, entryId: same.entryId, quantity: same.quantity + quantity })];
  }
  if (entries.length >= CART_LIMITS.entries) throw refused(CART_RULE_MESSAGES.cartFull);
  const currency = state.status === 'open' ? state.currency : product.currency;
  const added = cartEvents.entryAdded({
    ...cart,
    entryId: command.entryId,
    itemId: product.itemId,
    variantId: variant.variantId,
    sku: variant.sku,
    attributes: variant.attributes,
    quantity,
    additionalFields,
    title: product.title,
    productType: product.productType,
    unitPriceCents: variant.unitPriceCents,
    currency,
    image: product.image,
  });
  return state.status === 'absent' ? [cartEvents.opened({ ...cart, currency, openedAt: command.at, kind }), added] : [added];
}

/** Spec §7: a separate one-item cart, only for subscribable products of a subscribable type (§5). */
function startSubscription(command: StartSubscription, state: CartState): CartEvent[] {
  if (state.status !== 'absent') throw new CartError('already_exists', 'This subscription cart already exists.');
  const { product } = command;
  if (product && !(product.isSubscribable && isSubscribableProductType(product.productType))) throw refused(CART_RULE_MESSAGES.notSubscribable, 'itemId');
  return addEntry(command, state, 'subscription');
}

function changeQuantity(command: ChangeQuantity, cart: OpenCart): CartEvent[] {
  const entry = entryOf(cart, command.entryId);
  const quantity = parseQuantity(command.quantity);
  if (quantity === entry.quantity) return [];
  if (quantity > entry.quantity) {
    const variant = command.product?.variants.find((candidate) => candidate.variantId === entry.variantId);
    if (!variant) throw missing(CART_RULE_MESSAGES.itemUnavailable);
    if (!hasStockFor(variant, unitsInCart(cart.entries, entry.itemId, entry.variantId, entry.entryId), quantity)) throw refused(ADD_TO_CART_MESSAGES.notEnoughStock, 'quantity');
  }
  return [cartEvents.quantityChanged({ websiteId: cart.websiteId, cartId: cart.cartId, entryId: entry.entryId, quantity })];
}

function updateAdditionalFields(command: UpdateAdditionalFields, cart: OpenCart): CartEvent[] {
  const entry = entryOf(cart, command.entryId);
  // The payload names the entry's item and variant too: a mismatch means the page is stale.
  if (entry.itemId !== command.itemId || entry.sku !== (command.sku ?? '')) throw missing(CART_RULE_MESSAGES.entryNotFound);
  const additionalFields = parseAdditionalFields(command.additionalFields);
  if (additionalFields === entry.additionalFields) return [];
  return [cartEvents.additionalFieldsUpdated({ websiteId: cart.websiteId, cartId: cart.cartId, entryId: entry.entryId, additionalFields })];
}

function removeEntry(command: RemoveEntry, cart: OpenCart): CartEvent[] {
  const entry = entryOf(cart, command.entryId);
  return [cartEvents.entryRemoved({ websiteId: cart.websiteId, cartId: cart.cartId, entryId: entry.entryId })];
}

/** Entries whose item and variant now cost something else take the new price; the rest stay. */
function reprice(command: Reprice, cart: OpenCart): CartEvent[] {
  return cart.entries.flatMap((entry) => {
    const current = command.prices.find((price) => price.itemId === entry.itemId && price.variantId === entry.variantId);
    if (!current || current.unitPriceCents === entry.unitPriceCents) return [];
    return [cartEvents.entryRepriced({ websiteId: cart.websiteId, cartId: cart.cartId, entryId: entry.entryId, unitPriceCents: current.unitPriceCents, currency: cart.currency })];
  });
}

function markPurchased(command: MarkPurchased, cart: OpenCart): CartEvent[] {
  return [cartEvents.purchased({ websiteId: cart.websiteId, cartId: cart.cartId, orderId: command.orderId })];
}

/** Changes need an open cart of the caller's site; another site's cart is answered as missing. */
function openCartOf(state: CartState, websiteId: string): OpenCart {
  refuseIfMerged(state);
  if (state.status === 'purchased' && state.websiteId === websiteId) throw new CartError('conflict', CART_RULE_MESSAGES.cartPurchased);
  if (state.status !== 'open' || state.websiteId !== websiteId) throw missing(CART_RULE_MESSAGES.entryNotFound);
  return state;
}

function entryOf(cart: OpenCart, entryId: string): CartEntry {
  const entry = cart.entries.find((candidate) => candidate.entryId === entryId);
  if (!entry) throw missing(CART_RULE_MESSAGES.entryNotFound);
  return entry;
}
