import { ProductType } from '@mercato/spec';

/** What a paid order line says about the cards it buys. */
export interface PaidOrderLine {
  readonly productType: number;
  readonly quantity: number;
  readonly unitPriceCents: number;
}

/** One gift card per unit of a gift card line (product type 4); the chosen variant's price is its value. */
export interface GiftCardToIssue {
  /** Stable per order: the line's index and the unit's, so a repeated issue names the same card. */
  readonly orderLineId: string;
  readonly amountCents: number;
}

export function giftCardsToIssue(lines: readonly PaidOrderLine[]): GiftCardToIssue[] {
  return lines.flatMap((line, lineIndex) =>
    line.productType === ProductType.GIFT_CARD && line.unitPriceCents > 0
      ? Array.from({ length: line.quantity }, (_, unit) => ({ orderLineId: `${lineIndex}:${unit}`, amountCents: line.unitPriceCents }))
      : [],
  );
}
