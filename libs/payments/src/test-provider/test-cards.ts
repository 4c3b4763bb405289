/**
 * The built-in test provider's documented cards (the numbers Stripe's test mode uses, so a
 * developer's habits carry over). Spaces and dashes in the number are ignored.
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processingError: '4000000000000119',
} as const;

export const TEST_CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  unknownCard: 'Your card number is not a test card. Use 4242 4242 4242 4242 in test mode.',
} as const;

export type TestCardBehaviour =
  | { readonly kind: 'authorize' }
  | { readonly kind: 'decline'; readonly reason: string }
  | { readonly kind: 'error'; readonly message: string };

/** What authorizing with this card does. Unknown numbers are declined: test mode never takes a real card. */
export function testCardBehaviour(source: string): TestCardBehaviour {
  switch (source.replace(/[\s-]/g, '')) {
    case TEST_CARDS.succeeds:
      return { kind: 'authorize' };
    case TEST_CARDS.declined:
      return { kind: 'decline', reason: TEST_CARD_MESSAGES.declined };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'decline', reason: TEST_CARD_MESSAGES.insufficientFunds };
    case TEST_CARDS.processingError:
      return { kind: 'error', message: TEST_CARD_MESSAGES.processingError };
    default:
      return { kind: 'decline', reason: TEST_CARD_MESSAGES.unknownCard };
  }
}

/** The last four digits, the only part of a card the provider keeps. */
export const lastFour = (source: string): string => source.replace(/[\s-]/g, '').slice(-4);
