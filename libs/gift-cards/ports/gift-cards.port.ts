/**
 * What checkout (the orders context) asks of gift cards. Every call is safe to retry: an order
 * line issues one card, an idempotency key spends once, a redemption is refunded once.
 */
export const GIFT_CARDS = Symbol('GIFT_CARDS');

/** A paid order line of a gift card (product type 4): its chosen variant's price is the card's value. */
export interface GiftCardOrderLine {
  readonly websiteId: string;
  readonly orderId: string;
  readonly orderLineId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** The code is mailed here. */
  readonly buyerEmail: string;
}

export interface IssuedGiftCard {
  readonly giftCardId: string;
  /** The last four characters of the code, for the order page; the whole code goes only to the buyer's mail. */
  readonly codeLastFour: string;
  readonly balanceCents: number;
  readonly currency: string;
}

export interface GiftCardSpend {
  readonly websiteId: string;
  /** As the buyer typed it: case, spaces and dashes do not matter. */
  readonly code: string;
  /** What to take: at most the balance (checkout asks for min(balance, total)); more is refused. */
  readonly amountCents: number;
  readonly currency: string;
  /** The checkout's key for this spend: a retried call with it applies once and answers the same. */
  readonly idempotencyKey: string;
  readonly orderReference: string;
}

/** A spend that was applied; keep it to refund it. */
export interface GiftCardRedemption {
  readonly giftCardId: string;
  readonly redemptionId: string;
  readonly amountAppliedCents: number;
  readonly balanceCents: number;
  readonly currency: string;
}

export interface GiftCardBalance {
  readonly giftCardId: string;
  readonly codeLastFour: string;
  readonly balanceCents: number;
  readonly currency: string;
}

export interface GiftCards {
  issue(line: GiftCardOrderLine): Promise<IssuedGiftCard>;
  /** Refuses (GiftCardError) an unknown code, another site's or currency's card, and more than the balance. */
  redeem(spend: GiftCardSpend): Promise<GiftCardRedemption>;
  /** Gives the redemption's whole amount back to the card. */
  refund(redemption: Pick<GiftCardRedemption, 'giftCardId' | 'redemptionId'>): Promise<void>;
  /** The balance of a code on a site; undefined when the site has no such code. */
  balanceOf(websiteId: string, code: string): Promise<GiftCardBalance | undefined>;
}
