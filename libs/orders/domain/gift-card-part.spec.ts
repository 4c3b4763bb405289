import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { moneyFromMinorUnits } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import { ProductType } from '@mercato/spec';
import { cardChargeCents, giftCardPartOf, refundSplit, type GiftCardPart } from './gift-card-part';
import { orderDecider } from './order.decider';
import { refused } from './order-error';
import { orderEvents } from './order.events';

const CARD: GiftCardPart = { giftCardId: 'card-1', codeLastFour: 'WXYZ', amountCents: 2000 };

describe('the gift card part of an order', () => {
  it.each([
    ['pays its whole balance when the total is more', 2000, 5000, 2000],
    ['pays the whole total when the balance covers it', 8000, 5000, 5000],
  ])('%s', (_, balanceCents, grandTotalCents, amountCents) => {
    expect(giftCardPartOf({ giftCardId: 'card-1', codeLastFour: 'WXYZ', balanceCents }, grandTotalCents)).toEqual({ giftCardId: 'card-1', codeLastFour: 'WXYZ', amountCents });
  });

  it('is none without a card or for a free order; the card is charged what is left', () => {
    expect(giftCardPartOf(null, 5000)).toBeNull();
    expect(giftCardPartOf({ giftCardId: 'card-1', codeLastFour: 'WXYZ', balanceCents: 100 }, 0)).toBeNull();
    expect(cardChargeCents({ grandTotalCents: 5000, giftCard: CARD })).toBe(3000);
    expect(cardChargeCents({ grandTotalCents: 5000, giftCard: null })).toBe(5000);
  });

  it.each([
    ['the provider part first', 0, 1000, { providerCents: 1000, giftCardCents: 0 }],
    ['the rest of the provider part and the whole card part', 1000, 4000, { providerCents: 2000, giftCardCents: 2000 }],
    ['the card part alone once the provider part is refunded', 3000, 2000, { providerCents: 0, giftCardCents: 2000 }],
  ])('splits a refund: %s', (_, refundedCents, amountCents, split) => {
    expect(refundSplit({ grandTotalCents: 5000, refundedCents, giftCard: CARD }, amountCents)).toEqual(split);
  });

  it('refuses a refund reaching into only part of the card part', () => {
    expect(() => refundSplit({ grandTotalCents: 5000, refundedCents: 3000, giftCard: CARD }, 1000)).toThrow(
      refused("This order's gift card part is refunded whole: refund 2000 to refund the rest of the order.", 'amountCents'),
    );
  });
});

describe('order decider: gift card part', () => {
  const spec = deciderSpec(orderDecider);
  const AT = Date.UTC(2026, 10, 25, 10, 0, 0);
  const order = { websiteId: 'site-1', orderId: 'order-1' };
  const usd = (cents: number) => moneyFromMinorUnits(cents, 'USD');
  const lines = [{ itemId: 'gift', variantId: 'g50', sku: 'GIFT-50', productName: 'Gift Card', quantity: 1, unitPriceCents: 5000, productType: ProductType.GIFT_CARD }];
  const started = orderEvents.checkoutStarted({
    ...order,
    cartId: 'cart-1',
    orderToken: 'token-1',
    orderNumber: 3n,
    email: 'ada@example.com',
    currency: 'USD',
    lines: [{ itemId: 'gift', variantId: 'g50', sku: 'GIFT-50', productName: 'Gift Card', quantity: 1, unitPrice: usd(5000), productType: ProductType.GIFT_CARD }],
    subtotal: usd(5000),
    discount: usd(0),
    shipping: usd(0),
    tax: usd(0),
    grandTotal: usd(5000),
    shippingOptionName: '',
    couponCodes: [],
    testMode: true,
    paymentProvider: 'test',
    startedAt: timestampFromMs(AT),
    giftCard: { giftCardId: 'card-1', codeLastFour: 'WXYZ', amount: usd(2000) },
  });
  const placed = orderEvents.placed({ ...order, cartId: 'cart-1', paymentId: 'pay-1', placedAt: timestampFromMs(AT), giftCardRedemptionId: 'redemption-1' });

  it('records what the card pays at checkout and its redemption when placed', () => {
    spec
      .given([])
      .when({
        type: 'StartCheckout',
        ...order,
        at: AT,
        orderToken: 'token-1',
        orderNumber: 3,
        cartId: 'cart-1',
        currency: 'USD',
        lines,
        requiresShipping: false,
        settings: { taxRules: [], shippingRates: [], coupons: [] },
        store: { minimumOrderSubtotalCents: 0, useCLDRMoneyFormat: false },
        buyer: { email: 'ada@example.com', shippingAddress: null, shippingOptionId: null, couponCodes: [] },
        siteUserId: null,
        payment: { provider: 'test', testMode: true },
        giftCard: { giftCardId: 'card-1', codeLastFour: 'WXYZ', balanceCents: 2000 },
      })
      .then([started]);
    spec.given([started]).when({ type: 'PlaceOrder', ...order, at: AT, paymentId: 'pay-1', giftCardRedemptionId: 'redemption-1' }).then([placed]);
  });

  it("records the card's share of a refund", () => {
    spec
      .given([started, placed])
      .when({ type: 'RefundOrder', ...order, at: AT, amountCents: 5000 })
      .then([orderEvents.refunded({ ...order, amount: usd(5000), refundedTotal: usd(5000), refundedAt: timestampFromMs(AT), giftCardAmount: usd(2000) })]);
  });
});
