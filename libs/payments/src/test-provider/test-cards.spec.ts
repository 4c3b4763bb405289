import { TEST_CARD_MESSAGES, TEST_CARDS, lastFour, testCardBehaviour } from './test-cards';

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'authorize' }],
    ['4242-4242-4242-4242', { kind: 'authorize' }],
    [TEST_CARDS.declined, { kind: 'decline', reason: 'Your card was declined.' }],
    [TEST_CARDS.insufficientFunds, { kind: 'decline', reason: 'Your card has insufficient funds.' }],
    [TEST_CARDS.processingError, { kind: 'error', message: 'An error occurred while processing your card. Try again in a little bit.' }],
    ['5555555555554444', { kind: 'decline', reason: TEST_CARD_MESSAGES.unknownCard }],
    ['', { kind: 'decline', reason: TEST_CARD_MESSAGES.unknownCard }],
  ])('card %s: %j', (card, behaviour) => {
    expect(testCardBehaviour(card)).toEqual(behaviour);
  });

  it('keeps only the last four digits', () => {
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
    expect(lastFour(TEST_CARDS.declined)).toBe('0002');
  });
});
