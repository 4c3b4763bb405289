import { ProductType } from '@mercato/spec';
import { giftCardsToIssue, type PaidOrderLine } from './order-gift-cards';

describe('the gift cards a paid order issues', () => {
  it('issues one card per unit of each gift card line, named by line and unit', () => {
    const line = (productType: ProductType, quantity: number, unitPriceCents: number): PaidOrderLine => ({ productType, quantity, unitPriceCents });
    expect(giftCardsToIssue([line(ProductType.PHYSICAL, 1, 900), line(ProductType.GIFT_CARD, 2, 5000), line(ProductType.GIFT_CARD, 1, 2000)])).toEqual([
      { orderLineId: '1:0', amountCents: 5000 },
      { orderLineId: '1:1', amountCents: 5000 },
      { orderLineId: '2:0', amountCents: 2000 },
    ]);
  });

  it('issues nothing for a free gift card line', () => {
    expect(giftCardsToIssue([{ productType: ProductType.GIFT_CARD, quantity: 1, unitPriceCents: 0 }])).toEqual([]);
  });
});
