import { Inject, Injectable } from '@nestjs/common';
import { GIFT_CARD_MESSAGES, formatMoney, giftCardBalanceTooLowMessage, isCurrencyCode } from '@mercato/spec';
import type { PaymentDeclined } from '@mercato/payments';
import { GIFT_CARDS, GiftCardError, type GiftCards } from '@mercato/gift-cards/ports';
import type { GiftCardOffer, KnownOrder } from '@mercato/orders/domain';

/** The gift card part's spend: one per order, so a retried checkout spends once. */
const redemptionKey = (orderId: string) => `order:${orderId}:gift-card`;

const declined = (error: GiftCardError) => ({ ok: false as const, failure: { status: 'declined' as const, reason: error.message } });

const codeNotFound = () => new GiftCardError('not_found', GIFT_CARD_MESSAGES.codeNotFound, 'giftCardCode');

/**
 * Checkout's gift card part, through the gift cards context's port: which card a code names and
 * what it holds, the spend before the provider charges the rest, and giving the spend back when
 * the order is not placed or is refunded.
 */
@Injectable()
export class GiftCardPayment {
  constructor(@Inject(GIFT_CARDS) private readonly giftCards: GiftCards) {}

  /** The card a code names on the site, in the order's currency and not empty; refused otherwise. */
  async offer(websiteId: string, code: string, currency: string): Promise<GiftCardOffer> {
    const card = await this.giftCards.balanceOf(websiteId, code);
    if (!card) throw codeNotFound();
    if (card.currency !== currency) throw new GiftCardError('invalid', GIFT_CARD_MESSAGES.wrongCurrency, 'giftCardCode');
    if (card.balanceCents === 0) {
      throw new GiftCardError('conflict', giftCardBalanceTooLowMessage(isCurrencyCode(currency) ? `${formatMoney(0, currency)} ${currency}` : `0 ${currency}`), 'giftCardCode');
    }
    return { giftCardId: card.giftCardId, codeLastFour: card.codeLastFour, balanceCents: card.balanceCents };
  }

  /**
   * Takes the order's gift card part from the card (once per order, whatever the retries) and
   * answers the redemption's id ('' when the order has no gift card part). The card declines, like
   * a payment card, when the code no longer names the order's card or when another checkout spent
   * the balance meanwhile: of two checkouts racing for a card's last balance, one is declined.
   */
  async redeem(order: KnownOrder, code: string | null): Promise<{ ok: true; redemptionId: string } | { ok: false; failure: PaymentDeclined }> {
    if (!order.giftCard) return { ok: true, redemptionId: '' };
    const card = code ? await this.giftCards.balanceOf(order.websiteId, code) : undefined;
    if (!code || card?.giftCardId !== order.giftCard.giftCardId) return declined(codeNotFound());
    try {
      const redemption = await this.giftCards.redeem({
        websiteId: order.websiteId,
        code,
        amountCents: order.giftCard.amountCents,
        currency: order.currency,
        idempotencyKey: redemptionKey(order.orderId),
        orderReference: order.orderId,
      });
      return { ok: true, redemptionId: redemption.redemptionId };
    } catch (error) {
      if (error instanceof GiftCardError) return declined(error);
      throw error;
    }
  }

  /** Gives a redemption back to its card: once, however often it is asked. */
  async release(order: KnownOrder, redemptionId: string): Promise<void> {
    if (!order.giftCard || redemptionId === '') return;
    await this.giftCards.refund({ giftCardId: order.giftCard.giftCardId, redemptionId });
  }
}
