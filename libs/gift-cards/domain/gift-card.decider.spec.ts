import { moneyFromMinorUnits } from '@mercato/contracts';
import { GIFT_CARD_MESSAGES } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import type { IssueGiftCard, RedeemGiftCard } from './gift-card.commands';
import { giftCardDecider } from './gift-card.decider';
import { GiftCardError } from './gift-card-error';
import { giftCardEvents } from './gift-card.events';

const spec = deciderSpec(giftCardDecider);
const usd = (cents: number) => moneyFromMinorUnits(cents, 'USD');
const card = { websiteId: 'site-1', giftCardId: 'card-1' };

const issued = giftCardEvents.issued({
  ...card,
  codeHash: 'hash-1',
  codeLastFour: 'WXYZ',
  amount: usd(5000),
  orderId: 'order-1',
  orderLineId: 'line-1',
  buyerEmail: 'ann@example.com',
  issuedAt: '2026-11-25T10:00:00.000Z',
});

const issue: IssueGiftCard = {
  type: 'IssueGiftCard',
  ...card,
  codeHash: 'hash-1',
  codeLastFour: 'WXYZ',
  amountCents: 5000,
  currency: 'USD',
  orderId: 'order-1',
  orderLineId: 'line-1',
  buyerEmail: 'ann@example.com',
  issuedAt: '2026-11-25T10:00:00.000Z',
};

const redeem = (redemptionId: string, amountCents: number, idempotencyKey: string, overrides: Partial<RedeemGiftCard> = {}): RedeemGiftCard => ({
  type: 'RedeemGiftCard',
  websiteId: 'site-1',
  redemptionId,
  amountCents,
  currency: 'USD',
  idempotencyKey,
  orderReference: `order-of-${idempotencyKey}`,
  redeemedAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

const redeemed = (redemptionId: string, amountCents: number, idempotencyKey: string, balanceAfterCents: number) =>
  giftCardEvents.redeemed({
    ...card,
    redemptionId,
    amount: usd(amountCents),
    idempotencyKey,
    orderReference: `order-of-${idempotencyKey}`,
    balanceAfter: usd(balanceAfterCents),
    redeemedAt: '2026-11-26T09:00:00.000Z',
  });

describe('issuing a gift card', () => {
  it('issues the card with the bought amount as its balance', () => spec.given([]).when(issue).then([issued]));

  it('issues nothing more when the same order line asks again', () => spec.given([issued]).when(issue).then([]));

  it('refuses a card worth nothing', () =>
    spec
      .given([])
      .when({ ...issue, amountCents: 0 })
      .thenRefuses(new GiftCardError('invalid', GIFT_CARD_MESSAGES.amountInvalid, 'amountCents')));
});

describe('redeeming a gift card', () => {
  it('takes part of the balance and records what is left', () =>
    spec.given([issued]).when(redeem('r1', 1200, 'checkout-1')).then([redeemed('r1', 1200, 'checkout-1', 3800)]));

  it('takes the whole balance', () => spec.given([issued]).when(redeem('r1', 5000, 'checkout-1')).then([redeemed('r1', 5000, 'checkout-1', 0)]));

  it('refuses more than the balance, saying what is left', () =>
    spec
      .given([issued, redeemed('r1', 4000, 'checkout-1', 1000)])
      .when(redeem('r2', 1001, 'checkout-2'))
      .thenRefuses(new GiftCardError('conflict', 'This gift card has only 10.00 USD left.', 'code')));

  it('applies a retried spend (same idempotency key) once', () =>
    spec.given([issued, redeemed('r1', 1200, 'checkout-1', 3800)]).when(redeem('r-retry', 1200, 'checkout-1')).then([]));

  it('refuses a key already used for another amount', () =>
    spec
      .given([issued, redeemed('r1', 1200, 'checkout-1', 3800)])
      .when(redeem('r2', 1300, 'checkout-1'))
      .thenRefuses(new GiftCardError('conflict', GIFT_CARD_MESSAGES.idempotencyKeyReused, 'idempotencyKey')));

  it('refuses a card of another site as unknown', () =>
    spec
      .given([issued])
      .when(redeem('r1', 100, 'checkout-1', { websiteId: 'site-2' }))
      .thenRefuses(new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'code')));

  it('refuses a card that was never issued', () =>
    spec.given([]).when(redeem('r1', 100, 'checkout-1')).thenRefuses(new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'code')));

  it('refuses another currency', () =>
    spec
      .given([issued])
      .when(redeem('r1', 100, 'checkout-1', { currency: 'EUR' }))
      .thenRefuses(new GiftCardError('invalid', GIFT_CARD_MESSAGES.wrongCurrency, 'code')));

  it('refuses a zero or fractional amount', () => {
    spec.given([issued]).when(redeem('r1', 0, 'checkout-1')).thenRefuses(new GiftCardError('invalid', GIFT_CARD_MESSAGES.amountInvalid, 'amountCents'));
    spec.given([issued]).when(redeem('r1', 1.5, 'checkout-1')).thenRefuses(new GiftCardError('invalid', GIFT_CARD_MESSAGES.amountInvalid, 'amountCents'));
  });
});

describe('refunding a redemption', () => {
  const refunded = giftCardEvents.redemptionRefunded({ ...card, redemptionId: 'r1', amount: usd(5000), balanceAfter: usd(5000), refundedAt: '2026-11-27T09:00:00.000Z' });

  it('gives the whole redemption back to the balance', () =>
    spec
      .given([issued, redeemed('r1', 5000, 'checkout-1', 0)])
      .when({ type: 'RefundGiftCardRedemption', redemptionId: 'r1', refundedAt: '2026-11-27T09:00:00.000Z' })
      .then([refunded]));

  it('gives it back once', () =>
    spec
      .given([issued, redeemed('r1', 5000, 'checkout-1', 0), refunded])
      .when({ type: 'RefundGiftCardRedemption', redemptionId: 'r1', refundedAt: '2026-11-28T09:00:00.000Z' })
      .then([]));

  it('lets the refunded amount be spent again', () =>
    spec.given([issued, redeemed('r1', 5000, 'checkout-1', 0), refunded]).when(redeem('r2', 5000, 'checkout-2')).then([redeemed('r2', 5000, 'checkout-2', 0)]));

  it('refuses a redemption the card does not have', () =>
    spec
      .given([issued])
      .when({ type: 'RefundGiftCardRedemption', redemptionId: 'r9', refundedAt: '2026-11-27T09:00:00.000Z' })
      .thenRefuses(new GiftCardError('not_found', GIFT_CARD_MESSAGES.redemptionNotFound, 'redemptionId')));
});
