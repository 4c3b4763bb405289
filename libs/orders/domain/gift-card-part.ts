import { moneyFromMinorUnits, type GiftCardPart as GiftCardPartMessage, type MessageInitShape, type GiftCardPartSchema, type Money } from '@mercato/contracts';
import { refused } from './order-error';

/** The card a buyer's code named at checkout, as the gift cards context answered it. */
export interface GiftCardOffer {
  readonly giftCardId: string;
  readonly codeLastFour: string;
  readonly balanceCents: number;
}

/** What a gift card pays of an order: decided once at checkout, then taken from the card before the provider charges the rest. */
export interface GiftCardPart {
  readonly giftCardId: string;
  readonly codeLastFour: string;
  readonly amountCents: number;
}

/** The card pays first: its whole balance, or the whole total when the balance covers it. */
export function giftCardPartOf(offer: GiftCardOffer | null, grandTotalCents: number): GiftCardPart | null {
  if (!offer || grandTotalCents === 0) return null;
  return { giftCardId: offer.giftCardId, codeLastFour: offer.codeLastFour, amountCents: Math.min(offer.balanceCents, grandTotalCents) };
}

export const giftCardPartMessage = (part: GiftCardPart, currency: string): MessageInitShape<typeof GiftCardPartSchema> => ({
  giftCardId: part.giftCardId,
  codeLastFour: part.codeLastFour,
  amount: moneyFromMinorUnits(part.amountCents, currency),
});

export const giftCardPartFromMessage = (message: GiftCardPartMessage | undefined, cents: (money: Money | undefined) => number): GiftCardPart | null =>
  message ? { giftCardId: message.giftCardId, codeLastFour: message.codeLastFour, amountCents: cents(message.amount) } : null;

/** What the payment provider charges: the grand total less the gift card part (0 when the card covers it all). */
export const cardChargeCents = (order: { readonly grandTotalCents: number; readonly giftCard: GiftCardPart | null }): number =>
  order.grandTotalCents - (order.giftCard?.amountCents ?? 0);

/**
 * How a refund splits: the provider's part first, then the gift card's. The gift cards context
 * gives a redemption back whole, so a refund that reaches the card's part must refund all of it.
 */
export function refundSplit(order: { readonly grandTotalCents: number; readonly refundedCents: number; readonly giftCard: GiftCardPart | null }, amountCents: number): { readonly providerCents: number; readonly giftCardCents: number } {
  const charged = cardChargeCents(order);
  const providerCents = Math.min(amountCents, Math.max(0, charged - order.refundedCents));
  const giftCardCents = amountCents - providerCents;
  const cardPart = order.giftCard?.amountCents ?? 0;
  if (giftCardCents > 0 && giftCardCents !== cardPart) {
    throw refused(`This order's gift card part is refunded whole: refund ${order.grandTotalCents - order.refundedCents} to refund the rest of the order.`, 'amountCents');
  }
  return { providerCents, giftCardCents };
}
