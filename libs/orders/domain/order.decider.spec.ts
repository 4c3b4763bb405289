import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { PaymentFailureKind, moneyFromMinorUnits } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import { CHECKOUT_MESSAGES, INTERFACE_VALIDATION_MESSAGES, ProductType } from '@mercato/spec';
import { checkoutSettingsDecider } from './checkout-settings.decider';
import type { StartCheckout } from './order.commands';
import { orderDecider } from './order.decider';
import { OrderError, refused } from './order-error';
import { orderEvents } from './order.events';

const spec = deciderSpec(orderDecider);
const AT = Date.UTC(2026, 10, 25, 10, 0, 0);
const order = { websiteId: 'site-1', orderId: 'order-1' };
const usd = (cents: number) => moneyFromMinorUnits(cents, 'USD');
const address = { name: 'Ada Lovelace', addressLine1: '1 Main St', addressLine2: '', city: 'Springfield', region: 'il', postalCode: '62701', country: 'us' };

const startCheckout = (overrides: Partial<StartCheckout> = {}): StartCheckout => ({
  type: 'StartCheckout',
  ...order,
  at: AT,
  orderToken: 'token-1',
  orderNumber: 7,
  cartId: 'cart-1',
  currency: 'USD',
  lines: [{ itemId: 'scarf', variantId: 'red', sku: 'SCARF-RED', productName: 'Wool Scarf', quantity: 2, unitPriceCents: 1500, productType: ProductType.PHYSICAL }],
  requiresShipping: true,
  settings: {
    taxRules: [{ name: 'IL', country: 'US', region: 'IL', rateBasisPoints: 625, appliesToShipping: false }],
    shippingRates: [{ id: 'standard', name: 'Standard', kind: 'flat', priceCents: 500 }],
    coupons: [{ code: 'TENOFF', kind: 'percentage', percent: 10, minimumSubtotalCents: 0 }],
  },
  store: { minimumOrderSubtotalCents: 0, useCLDRMoneyFormat: false },
  buyer: { email: ' ada@example.com ', shippingAddress: address, shippingOptionId: 'standard', couponCodes: ['tenoff', 'BOGUS'] },
  siteUserId: null,
  payment: { provider: 'test', testMode: true },
  giftCard: null,
  ...overrides,
});

const started = orderEvents.checkoutStarted({
  ...order,
  cartId: 'cart-1',
  orderToken: 'token-1',
  orderNumber: 7n,
  email: 'ada@example.com',
  currency: 'USD',
  lines: [{ itemId: 'scarf', variantId: 'red', sku: 'SCARF-RED', productName: 'Wool Scarf', quantity: 2, unitPrice: usd(1500), productType: ProductType.PHYSICAL }],
  subtotal: usd(3000),
  discount: usd(300),
  shipping: usd(500),
  tax: usd(169),
  grandTotal: usd(3369),
  shippingAddress: { ...address, region: 'IL', country: 'US' },
  shippingOptionName: 'Standard',
  couponCodes: ['TENOFF'],
  testMode: true,
  paymentProvider: 'test',
  startedAt: timestampFromMs(AT),
});
const placed = orderEvents.placed({ ...order, cartId: 'cart-1', paymentId: 'pay-1', placedAt: timestampFromMs(AT) });

describe('order decider: expiring a checkout that never paid', () => {
  const expire = (startedBefore: number) => ({ type: 'ExpireCheckout' as const, ...order, at: AT + 1_000_000, startedBefore });
  const expired = orderEvents.paymentFailed({ ...order, kind: PaymentFailureKind.EXPIRED, reason: CHECKOUT_MESSAGES.checkoutExpired, failedAt: timestampFromMs(AT + 1_000_000) });

  it('fails a pending checkout started before the cut-off as expired', () => {
    spec.given([started]).when(expire(AT + 1)).then([expired]);
  });

  it('leaves a checkout started at or after the cut-off, a paid one and one already failed', () => {
    spec.given([started]).when(expire(AT)).then([]);
    spec.given([started, placed]).when(expire(AT + 1)).then([]);
    spec.given([started, expired]).when(expire(AT + 1)).then([]);
  });

  it('places nothing once expired: a payment that comes after changes no order', () => {
    spec.given([started, expired]).when({ type: 'PlaceOrder', ...order, at: AT, paymentId: 'pay-1', giftCardRedemptionId: '' }).then([]);
  });
});

describe('order decider: checkout', () => {
  it('opens the order with its lines, valid coupons and totals', () => {
    spec.given([]).when(startCheckout()).then([started]);
  });

  it('records the signed-in site user, whatever email the buyer typed', () => {
    spec.given([]).when(startCheckout({ siteUserId: 'site-user-1' })).then([orderEvents.checkoutStarted({ ...started, siteUserId: 'site-user-1' })]);
  });

  it('decides nothing for a repeated checkout or a repeated payment step', () => {
    spec.given([started]).when(startCheckout()).then([]);
    spec.given([started, placed]).when({ type: 'PlaceOrder', ...order, at: AT, paymentId: 'pay-1', giftCardRedemptionId: '' }).then([]);
    spec.given([started, placed]).when({ type: 'FailPayment', ...order, at: AT, kind: 'declined', reason: 'no' }).then([]);
  });

  it('records a declined payment of a pending order', () => {
    spec
      .given([started])
      .when({ type: 'FailPayment', ...order, at: AT, kind: 'declined', reason: 'Your card was declined.' })
      .then([orderEvents.paymentFailed({ ...order, kind: PaymentFailureKind.DECLINED, reason: 'Your card was declined.', failedAt: timestampFromMs(AT) })]);
  });

  it.each<[string, Partial<StartCheckout>, OrderError]>([
    ['an empty cart', { lines: [] }, refused(CHECKOUT_MESSAGES.cartEmpty)],
    ['a bad email', { buyer: { ...startCheckout().buyer, email: 'ada' } }, refused(INTERFACE_VALIDATION_MESSAGES.enterValidEmail, 'email')],
    ['no address for a physical product', { buyer: { ...startCheckout().buyer, shippingAddress: null } }, refused(CHECKOUT_MESSAGES.shippingAddressRequired, 'shippingAddress')],
    ['an address without a city', { buyer: { ...startCheckout().buyer, shippingAddress: { ...address, city: ' ' } } }, refused(CHECKOUT_MESSAGES.shippingAddressIncomplete, 'shippingAddress')],
    ['an option the store does not offer', { buyer: { ...startCheckout().buyer, shippingOptionId: 'drone' } }, refused(CHECKOUT_MESSAGES.shippingOptionUnavailable, 'shippingOptionId')],
    ['a subtotal under the minimum', { store: { minimumOrderSubtotalCents: 5000, useCLDRMoneyFormat: false } }, refused('To check out, your order subtotal must be 50.00 or more.')],
  ])('refuses %s', (_, overrides, refusal) => {
    spec.given([]).when(startCheckout(overrides)).thenRefuses(refusal);
  });

  it('needs no address when nothing ships', () => {
    const digital = startCheckout({ requiresShipping: false, buyer: { ...startCheckout().buyer, shippingAddress: null, shippingOptionId: null } });
    const events = orderDecider.decide(digital, orderDecider.initialState());
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ shipping: usd(0), tax: usd(0), grandTotal: usd(2700), shippingOptionName: '' });
    expect(events[0]).not.toHaveProperty('shippingAddress.name');
  });
});

describe('order decider: after the sale', () => {
  it('fulfils a paid order once, and refuses an unpaid one', () => {
    const fulfil = { type: 'FulfillOrder' as const, ...order, at: AT };
    spec.given([started, placed]).when(fulfil).then([orderEvents.fulfilled({ ...order, fulfilledAt: timestampFromMs(AT) })]);
    spec.given([started, placed, orderEvents.fulfilled({ ...order, fulfilledAt: timestampFromMs(AT) })]).when(fulfil).then([]);
    spec.given([started]).when(fulfil).thenRefuses(new OrderError('conflict', 'Only a paid order can be fulfilled.'));
    spec.given([]).when(fulfil).thenRefuses(new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound));
  });

  it('refunds up to what was paid, in parts', () => {
    const refund = (amountCents: number) => ({ type: 'RefundOrder' as const, ...order, at: AT, amountCents });
    const first = orderEvents.refunded({ ...order, amount: usd(1000), refundedTotal: usd(1000), refundedAt: timestampFromMs(AT) });
    spec.given([started, placed]).when(refund(1000)).then([first]);
    spec.given([started, placed, first]).when(refund(2369)).then([orderEvents.refunded({ ...order, amount: usd(2369), refundedTotal: usd(3369), refundedAt: timestampFromMs(AT) })]);
    spec.given([started, placed, first]).when(refund(2370)).thenRefuses(refused('A refund is a whole number of minor units from 1 to 2369.', 'amountCents'));
    spec.given([started]).when(refund(100)).thenRefuses(new OrderError('conflict', 'Only a paid order can be refunded.'));
  });

  it("answers another site's order as missing", () => {
    spec.given([started, placed]).when({ type: 'FulfillOrder', websiteId: 'site-2', orderId: 'order-1', at: AT }).thenRefuses(new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound));
  });
});

describe('checkout settings decider', () => {
  const settingsSpec = deciderSpec(checkoutSettingsDecider);
  it('normalises coupon codes and refuses a duplicate', () => {
    const coupon = { code: ' summer ', kind: 'fixed' as const, amountCents: 500, minimumSubtotalCents: 0 };
    settingsSpec
      .given([])
      .when({ type: 'UpdateCheckoutSettings', websiteId: 'site-1', settings: { taxRules: [], shippingRates: [], coupons: [coupon] } })
      .then([orderEvents.checkoutSettingsUpdated({ websiteId: 'site-1', taxRules: [], shippingRates: [], coupons: [{ code: 'SUMMER', kind: 2, percent: 0, amountCents: 500n, minimumSubtotalCents: 0n }] })]);
    settingsSpec
      .given([])
      .when({ type: 'UpdateCheckoutSettings', websiteId: 'site-1', settings: { taxRules: [], shippingRates: [], coupons: [coupon, { ...coupon, code: 'SUMMER' }] } })
      .thenRefuses(refused('The coupon SUMMER is listed twice.', 'coupons'));
  });

  it('refuses a tax rate above 100%', () => {
    settingsSpec
      .given([])
      .when({ type: 'UpdateCheckoutSettings', websiteId: 'site-1', settings: { taxRules: [{ name: 'X', country: 'US', region: '', rateBasisPoints: 10_001, appliesToShipping: false }], shippingRates: [], coupons: [] } })
      .thenRefuses(refused('A tax rate is a whole number of basis points from 0 to 10000.', 'taxRules'));
  });
});
