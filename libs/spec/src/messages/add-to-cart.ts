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
