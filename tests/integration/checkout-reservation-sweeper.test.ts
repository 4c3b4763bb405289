import { CommandBus } from '@nestjs/cqrs';
import { listTestPayments, type PaymentProvider } from '@mercato/payments';
import { orderIdFor, PAYMENT_PROVIDER, ReservationSweeper } from '@mercato/orders/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { CHECKOUT_MESSAGES } from '@mercato/spec';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { stockRows, testSiteCommand } from './support/fixtures';

/**
 * Stock held by a checkout whose process died before paying goes back once it is older than
 * ORDERS_RESERVATION_MAX_AGE_SECONDS, and the buyer who comes back gets a refusal, not an order
 * with stock nobody holds. The sweeper is given its clock: no test waits for time to pass.
 */
const WEBSITE = 'sweeper-site';
const HOST = 'sweeper-shop.localhost';
const MAX_AGE_SECONDS = 600;
const LATER = () => Date.now() + MAX_AGE_SECONDS * 1000 + 1000;

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let commands: CommandBus;
let sweeper: ReservationSweeper;
let payments: PaymentProvider;

beforeAll(async () => {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', {
      ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', ORDERS_RESERVATION_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS),
      KAFKA_CLIENT_ID: `it-sweeper-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('sweeper'),
    }),
  );
  commands = gateway.app.get(CommandBus);
  sweeper = gateway.app.get(ReservationSweeper);
  payments = gateway.app.get<PaymentProvider>(PAYMENT_PROVIDER);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

async function stockOf(itemId: string): Promise<unknown[][]> {
  await gateway.runtime.catchUp();
  const response = await fetch(`${gateway.url}/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { 'x-forwarded-host': HOST } });
  return stockRows((await response.json()) as Parameters<typeof stockRows>[0]);
}

/** A shopper whose checkout took 2 of 5 units and whose process then died at the payment. */
async function abandonedCheckout(title: string) {
  const product = await createStockedProduct(commands, WEBSITE, title, 5, 1000);
  await gateway.runtime.catchUp();
  const browser = await shopperWith(gateway.url, HOST, product, 2);
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
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, orderId)).toEqual([]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);
    // The cart was never bought: a new attempt (a new key) checks it out.
    expect((await checkOut(browser)).status).toBe(200);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);
  });

  it('refunds a payment that completes after its checkout was swept, and places no order', async () => {
    const product = await createStockedProduct(commands, WEBSITE, 'Candle', 5, 1000);
    await gateway.runtime.catchUp();
    const browser = await shopperWith(gateway.url, HOST, product, 2);
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
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, orderIdFor(WEBSITE, cartId, 'slow-candle'))).toEqual([expect.objectContaining({ amountCents: 2000, refundedCents: 2000 })]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 5]]);
  });
});
