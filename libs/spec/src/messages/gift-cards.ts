/**
 * Gift card messages. Spec §8 names only the purchase alert title (CART_MESSAGES.unableToPurchaseGiftCard);
 * the checkout's wording for codes and balances is the project's, shared by the services and the storefront.
 */
export const GIFT_CARD_MESSAGES = {
  codeNotFound: 'That gift card code is not valid.',
  wrongCurrency: 'This gift card cannot be used in this currency.',
  amountInvalid: 'The amount to pay with a gift card must be a whole number of minor units above 0.',
  redemptionNotFound: 'That gift card payment was not found.',
  idempotencyKeyReused: 'That gift card payment was already made for a different amount.',
} as const;

/** Refusal of a spend above what is left: `balance` is already formatted money text. */
export function giftCardBalanceTooLowMessage(balance: string): string {
  return `This gift card has only ${balance} left.`;
}

/** Gift card codes: 16 characters of a 31-letter alphabet without look-alikes (no 0/O, 1/I/L): about 79 bits of randomness. */
export const GIFT_CARD_CODE_LENGTH = 16;
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A code as typed by a buyer: case, spaces and dashes do not matter. */
export function normaliseGiftCardCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** A code shown to the buyer in groups of four (ABCD-EFGH-JKMN-PQRS). */
export function formatGiftCardCode(code: string): string {
  return (normaliseGiftCardCode(code).match(/.{1,4}/g) ?? []).join('-');
}
