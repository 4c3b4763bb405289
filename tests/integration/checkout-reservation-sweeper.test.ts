import { listTestPayments, PAYMENT_PROVIDER, type PaymentProvider } from '@mercato/payments';
import { orderIdFor, ReservationSweeper } from '@mercato/orders/application';
import { CHECKOUT_MESSAGES } from '@mercato/spec';
import { checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { startShopGateway, type ShopGateway } from './support/shop-gateway';

/**
 * Stock held by a checkout whose process died before paying goes back once it is older than
 * ORDERS_RESERVATION_MAX_AGE_SECONDS, and the buyer who comes back gets a refusal, not an order
 * with stock nobody holds. The sweeper is given its clock: no test waits for time to pass.
 */
const WEBSITE = 'sweeper-site';
const HOST = 'sweeper-shop.localhost';
const MAX_AGE_SECONDS = 600;
const LATER = () => Date.now() + MAX_AGE_SECONDS * 1000 + 1000;

let shop: ShopGateway;
let sweeper: ReservationSweeper;
let payments: PaymentProvider;

beforeAll(async () => {
  shop = await startShopGateway('sweeper', WEBSITE, HOST, { ORDERS_RESERVATION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) });
  sweeper = shop.gateway.app.get(ReservationSweeper);
  payments = shop.gateway.app.get<PaymentProvider>(PAYMENT_PROVIDER);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

const stockOf = (itemId: string) => shop.stockOf(itemId);

/** A shopper whose checkout took 2 of 5 units and whose process then died at the payment. */
async function abandonedCheckout(title: string) {
  const product = await createStockedProduct(shop.commands, WEBSITE, title, 5, 1000);
  await shop.gateway.runtime.catchUp();
  const browser = await shopperWith(shop.gateway.url, HOST, product, 2);
  const cartId: string = (await browser.cart()).body.id;
  const key = `abandoned-${title}`;
  // The process dies between taking the stock and the provider's answer.
  const initiate = jest.spyOn(payments, 'initiate').mockRejectedValueOnce(new Error('the checkout process died'));
  expect((await checkOut(browser, { key })).status).toBe(500);
  initiate.mockRestore();
  return { product, browser, key, orderId: orderIdFor(WEBSITE, cartId, key) };
}

describe(`the reservation sweeper (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('gives back stock held past the maximum age, once, and refuses the checkout that comes back', async () => {
    const { product, browser, key, orderId } = await abandonedCheckout('Lantern');
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);

    // Not yet stale: nothing moves.
    expect(await sweeper.sweep(Date.now() + MAX_AGE_SECONDS * 1000 - 60_000)).toBe(0);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);

    expect(await sweeper.sweep(LATER())).toBe(1);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);
    // Swept again (a second replica, the next round): the stock is given back once.
    expect(await sweeper.sweep(LATER())).toBe(0);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);

    const retried = await checkOut(browser, { key });
    expect(retried.status).toBe(409);
    expect(retried.body).toMatchObject({ message: CHECKOUT_MESSAGES.checkoutExpired, code: 'checkout_expired' });
    expect(await listTestPayments(shop.gateway.runtime.dataSource, WEBSITE, orderId)).toEqual([]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);
    // The cart was never bought: a new attempt (a new key) checks it out.
    expect((await checkOut(browser)).status).toBe(200);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);
  });

  it('refunds a payment that completes after its checkout was swept, and places no order', async () => {
    const product = await createStockedProduct(shop.commands, WEBSITE, 'Candle', 5, 1000);
    await shop.gateway.runtime.catchUp();
    const browser = await shopperWith(shop.gateway.url, HOST, product, 2);
    const cartId: string = (await browser.cart()).body.id;
    const initiate = payments.initiate.bind(payments);
    // A provider so slow that the sweeper runs while it answers.
    const slow = jest.spyOn(payments, 'initiate').mockImplementationOnce(async (request) => {
      await sweeper.sweep(LATER());
      return initiate(request);
    });
    const answer = await checkOut(browser, { key: 'slow-candle' });
    slow.mockRestore();
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: CHECKOUT_MESSAGES.checkoutExpired });
    expect(await listTestPayments(shop.gateway.runtime.dataSource, WEBSITE, orderIdFor(WEBSITE, cartId, 'slow-candle'))).toEqual([expect.objectContaining({ amountCents: 2000, refundedCents: 2000 })]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);
  });

  it('refunds, once, a payment captured by a checkout whose process died before placing the order', async () => {
    const product = await createStockedProduct(shop.commands, WEBSITE, 'Kettle', 5, 1000);
    await shop.gateway.runtime.catchUp();
    const browser = await shopperWith(shop.gateway.url, HOST, product, 2);
    const orderId = orderIdFor(WEBSITE, (await browser.cart()).body.id, 'crashed-kettle');
    const capture = payments.capture.bind(payments);
    // The provider charges the card, then the process dies before it can place the order.
    const crash = jest.spyOn(payments, 'capture').mockImplementationOnce(async (call) => {
      await capture(call);
      throw new Error('the checkout process died');
    });
    expect((await checkOut(browser, { key: 'crashed-kettle' })).status).toBe(500);
    crash.mockRestore();
    expect(await listTestPayments(shop.gateway.runtime.dataSource, WEBSITE, orderId)).toEqual([expect.objectContaining({ status: 'captured', amountCents: 2000, refundedCents: 0 })]);

    // Two replicas sweep at once, then the next round: the buyer gets the 20.00 back once.
    const swept = await Promise.all([sweeper.sweep(LATER()), sweeper.sweep(LATER())]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await sweeper.sweep(LATER())).toBe(0);
    expect(await listTestPayments(shop.gateway.runtime.dataSource, WEBSITE, orderId)).toEqual([expect.objectContaining({ status: 'captured', amountCents: 2000, refundedCents: 2000 })]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);

    // The buyer's retry is refused and refunds nothing more.
    expect((await checkOut(browser, { key: 'crashed-kettle' })).body).toMatchObject({ code: 'checkout_expired' });
    expect(await listTestPayments(shop.gateway.runtime.dataSource, WEBSITE, orderId)).toEqual([expect.objectContaining({ refundedCents: 2000 })]);
  });
});
