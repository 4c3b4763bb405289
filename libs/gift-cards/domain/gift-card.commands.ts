/** A paid order line becomes a card; the handler brings the id, the code's hash and the time. */
export interface IssueGiftCard {
  readonly type: 'IssueGiftCard';
  readonly websiteId: string;
  readonly giftCardId: string;
  readonly codeHash: string;
  readonly codeLastFour: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly orderId: string;
  readonly orderLineId: string;
  readonly buyerEmail: string;
  readonly issuedAt: string;
}

export interface RedeemGiftCard {
  readonly type: 'RedeemGiftCard';
  /** The site the checkout runs on: a card is spent only where it was bought. */
  readonly websiteId: string;
  readonly redemptionId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly idempotencyKey: string;
  readonly orderReference: string;
  readonly redeemedAt: string;
}

export interface RefundGiftCardRedemption {
  readonly type: 'RefundGiftCardRedemption';
  readonly redemptionId: string;
  readonly refundedAt: string;
}

export type GiftCardCommand = IssueGiftCard | RedeemGiftCard | RefundGiftCardRedemption;
