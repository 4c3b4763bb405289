import { QUANTITY } from '../rules/quantity';
import { joinListThenLast } from './list-phrase';

/** Spec §5 "Add to cart": one, two, or three-or-more unselected variant options. */
export function missingOptionsMessage(optionNames: readonly string[]): string {
  if (optionNames.length === 0) throw new RangeError('missingOptionsMessage needs at least one option name');
  const noun = optionNames.length === 1 ? 'option' : 'options';
  return `Please select the ${joinListThenLast(optionNames)} ${noun}.`;
}

/** Spec §5 "Add to cart" fixed validation messages. */
export const ADD_TO_CART_MESSAGES = {
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  giftCardDenominationMissing: 'Select a denomination for the Gift Card.',
} as const;

/**
 * Project wording for cart rules the spec states without a message (the quantity range of §5 and
 * §9, subscriptions only for subscribable products, bounded additional fields), shared by the
 * storefront's checks and the cart service.
 */
export const CART_RULE_MESSAGES = {
  quantityOutOfRange: `Quantity must be from ${QUANTITY.min} to ${QUANTITY.max}.`,
  itemUnavailable: 'Sorry, that item is unavailable.',
  notSubscribable: 'This product cannot be bought as a subscription.',
  additionalFieldsNotAnObject: 'Additional fields must be a JSON object.',
  additionalFieldsTooLarge: 'Additional fields are too long.',
  cartFull: 'Your cart cannot hold more different items.',
  entryNotFound: 'That item is no longer in your cart.',
  cartPurchased: 'This cart has already been checked out.',
} as const;
