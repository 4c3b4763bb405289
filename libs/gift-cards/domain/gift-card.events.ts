import {
  create,
  GiftCardIssuedSchema,
  GiftCardRedeemedSchema,
  GiftCardRedemptionRefundedSchema,
  type GiftCardIssued,
  type GiftCardRedeemed,
  type GiftCardRedemptionRefunded,
  type MessageInitShape,
} from '@mercato/contracts';

/** A card's events from their fields: the decider emits them and specs write given and expected events with them. */
export const giftCardEvents = {
  issued: (fields: MessageInitShape<typeof GiftCardIssuedSchema>): GiftCardIssued => create(GiftCardIssuedSchema, fields),
  redeemed: (fields: MessageInitShape<typeof GiftCardRedeemedSchema>): GiftCardRedeemed => create(GiftCardRedeemedSchema, fields),
  redemptionRefunded: (fields: MessageInitShape<typeof GiftCardRedemptionRefundedSchema>): GiftCardRedemptionRefunded =>
    create(GiftCardRedemptionRefundedSchema, fields),
};

export type GiftCardEvent = GiftCardIssued | GiftCardRedeemed | GiftCardRedemptionRefunded;
