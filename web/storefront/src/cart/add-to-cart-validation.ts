import { ADD_TO_CART_MESSAGES, hasStockFor, isStockKeeping, missingOptionsMessage, ProductType } from '@mercato/spec';
import { type ProductVariant, type ProductView } from '../api/types';
import { type OptionSelection, resolveVariant } from '../app/product-model';
import { type CartEntry } from './cart-types';

export interface AddToCartInput {
  product: ProductView;
  selection: OptionSelection;
  /** What the quantity input holds, as typed; undefined when the page shows no quantity input (one is added). */
  quantityText: string | undefined;
  /** The cart's entries as last read, for the stock check; empty when the cart is not loaded. */
  cartEntries: readonly CartEntry[];
}

export type AddToCartCheck = { ok: true; variant: ProductVariant; quantity: number } | { ok: false; message: string };

/**
 * Spec §5 "Add to cart", checked in the browser before the call with the server's very messages:
 * unselected options (or a gift card's denomination), an unavailable variant, the quantity, and stock
 * counting what the cart already holds of that item and variant. The server checks all of it again.
 */
export function checkAddToCart({ product, selection, quantityText, cartEntries }: AddToCartInput): AddToCartCheck {
  const resolution = resolveVariant(product, selection);
  if (resolution.kind === 'incomplete') {
    const message = product.productType === ProductType.GIFT_CARD ? ADD_TO_CART_MESSAGES.giftCardDenominationMissing : missingOptionsMessage(resolution.missingOptions);
    return { ok: false, message };
  }
  if (resolution.kind === 'unavailable') return { ok: false, message: ADD_TO_CART_MESSAGES.variantUnavailable };
  const quantity = parseQuantity(quantityText);
  if (typeof quantity === 'string') return { ok: false, message: quantity };
  const { variant } = resolution;
  if (isStockKeeping(product.productType) && !hasStockFor(variant, quantityInCart(cartEntries, product.id, variant.sku), quantity)) {
    return { ok: false, message: ADD_TO_CART_MESSAGES.notEnoughStock };
  }
  return { ok: true, variant, quantity };
}

/** The quantity, or the spec's message for text that is not a whole number. Range is the server's to judge. */
export function parseQuantity(text: string | undefined): number | string {
  if (text === undefined) return 1;
  const trimmed = text.trim();
  const quantity = Number(trimmed);
  if (trimmed === '' || Number.isNaN(quantity)) return ADD_TO_CART_MESSAGES.quantityNotANumber;
  if (!Number.isInteger(quantity)) return ADD_TO_CART_MESSAGES.quantityNotWhole;
  return quantity;
}

export function quantityInCart(entries: readonly CartEntry[], itemId: string, sku: string): number {
  return entries.filter((entry) => entry.itemId === itemId && entry.chosenVariant?.sku === sku).reduce((sum, entry) => sum + entry.quantity, 0);
}
