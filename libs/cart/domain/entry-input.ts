import { ADD_TO_CART_MESSAGES, CART_LIMITS, CART_RULE_MESSAGES, QUANTITY, missingOptionsMessage, ProductType } from '@mercato/spec';
import { refused } from './cart-error';
import type { ProductOffer, VariantOffer } from './cart.commands';

/**
 * Spec §5 and §9: a number (a numeric string from a form field counts), whole, 1 to 9999; 1 when
 * not sent. Anything else is refused with the spec's message for what is wrong with it.
 */
export function parseQuantity(raw: unknown): number {
  if (raw === undefined) return QUANTITY.default;
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || Number.isNaN(value)) throw refused(ADD_TO_CART_MESSAGES.quantityNotANumber, 'quantity');
  if (!Number.isInteger(value)) throw refused(ADD_TO_CART_MESSAGES.quantityNotWhole, 'quantity');
  if (value < QUANTITY.min || value > QUANTITY.max) throw refused(CART_RULE_MESSAGES.quantityOutOfRange, 'quantity');
  return value;
}

/**
 * The buyer's answers arrive as a JSON string (spec §7). They must be a JSON object of bounded
 * size; none (absent, null, empty) is ''. Kept with sorted keys so equal answers make one entry.
 */
export function parseAdditionalFields(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return '';
  if (typeof raw !== 'string') throw refused(CART_RULE_MESSAGES.additionalFieldsNotAnObject, 'additionalFields');
  if (raw.length > CART_LIMITS.additionalFieldsChars) throw refused(CART_RULE_MESSAGES.additionalFieldsTooLarge, 'additionalFields');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw refused(CART_RULE_MESSAGES.additionalFieldsNotAnObject, 'additionalFields');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refused(CART_RULE_MESSAGES.additionalFieldsNotAnObject, 'additionalFields');
  return Object.keys(parsed).length === 0 ? '' : canonicalJson(parsed);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The variant a `sku` names. Without one, a product with a single unnamed variant (no options, or
 * a digital item) takes it; a gift card asks for its denomination; otherwise every option is
 * unselected (spec §5 phrasings).
 */
export function chooseVariant(product: ProductOffer, sku: string | null): VariantOffer {
  if (sku) {
    const named = product.variants.find((variant) => variant.sku === sku);
    if (!named) throw refused(ADD_TO_CART_MESSAGES.variantUnavailable, 'sku');
    return named;
  }
  if (product.productType === ProductType.GIFT_CARD) throw refused(ADD_TO_CART_MESSAGES.giftCardDenominationMissing, 'sku');
  if (product.optionNames.length > 0) throw refused(missingOptionsMessage(product.optionNames), 'sku');
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  if (!only) throw refused(ADD_TO_CART_MESSAGES.variantUnavailable, 'sku');
  return only;
}
