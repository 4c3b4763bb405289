import { CommandBus } from '@nestjs/cqrs';
import { listTestPayments, TEST_CARD_MESSAGES, TEST_CARDS } from '@mercato/payments';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ADD_TO_CART_MESSAGES, CART_COOKIE } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { stockRows, testSiteCommand } from './support/fixtures';

/**
 * Checkout through the embedded gateway (issue 13 §2, §3): stock is taken with the order in one
 * transaction per product stream, so races never oversell; a declined card gives it back; a
 * doubled request with one idempotency key is one order and one charge.
 */
const WEBSITE = 'checkout-site';
const HOST = 'checkout-shop.localhost';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let commands: CommandBus;

beforeAll(async () => {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-checkout-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('checkout') }),
  );
  commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

/** A product the cart's read model of the catalog already knows. */
async function stocked(title: string, qtyInStock: number, priceCents?: number) {
  const product = await createStockedProduct(commands, WEBSITE, title, qtyInStock, priceCents);
  await gateway.runtime.catchUp();
  return product;
}

/** The storefront's stock read once the catalog's read model caught up. */
async function stockOf(itemId: string): Promise<unknown[][]> {
  await gateway.runtime.catchUp();
  const response = await fetch(`${gateway.url}/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { 'x-forwarded-host': HOST } });
  return stockRows((await response.json()) as Parameters<typeof stockRows>[0]);
}

describe(`checkout (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('places an order: the confirmation record by token, the cart purchased, the stock taken, one charge', async () => {
    const product = await stocked('Teapot', 5, 2500);
    const browser = await shopperWith(gateway.url, HOST, product, 2);
    const cartId = (await browser.cart()).body.id;
    const answer = await checkOut(browser);
    expect(answer.status).toBe(200);
    const { order } = answer.body;
    expect(order).toMatchObject({
      status: 'placed',
      purchasedCartId: cartId,
      testMode: true,
      websiteId: WEBSITE,
      items: [{ sku: product.sku, productName: 'Teapot', quantity: 2, unitPrice: { value: 2500, currency: 'USD', decimalValue: '25.00', currencyCode: 'USD' } }],
      grandTotal: { decimalValue: '50.00' },
      shippingTotal: { value: 0 },
      taxTotal: { value: 0 },
    });
    const byToken = await browser.call('GET', `/api/commerce/orders/${order.orderToken}`);
    expect(byToken.body).toEqual(order);
    expect((await browser.call('GET', '/api/commerce/orders/not-a-real-token-000000000000000')).status).toBe(404);
    // The cart cookie is cleared: the bought cart takes no more adds.
    expect(browser.cartCookie()?.value ?? '').toBe('');
    const cart = await browser.call('GET', '/api/commerce/shopping-cart', { headers: { cookie: `${CART_COOKIE}=${cartId}` } });
    expect(cart.body).toMatchObject({ isPurchased: true, orderId: order.id });
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, order.id)).toEqual([expect.objectContaining({ status: 'captured', amountCents: 5000 })]);
  });

  it('two carts racing for the last unit: one order, the other told there is not enough', async () => {
    const product = await stocked('Last Lamp', 1);
    const [first, second] = await Promise.all([shopperWith(gateway.url, HOST, product), shopperWith(gateway.url, HOST, product)]);
    const answers = await Promise.all([checkOut(first!), checkOut(second!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(ADD_TO_CART_MESSAGES.notEnoughStock);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 0]]);
  });

  it('100 checkouts racing for 50 units: exactly 50 orders, stock 0', async () => {
    const product = await stocked('Popular Mug', 50);
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => shopperWith(gateway.url, HOST, product)));
    const answers = await Promise.all(shoppers.map((browser) => checkOut(browser)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 0]]);
    const [{ count }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS count FROM order_views WHERE website_id = $1 AND status = 'placed' AND state->'lines'->0->>'itemId' = $2`, [WEBSITE, product.itemId]);
    expect(count).toBe(50);
  }, 120_000);

  it('a declined card leaves the stock as it was and the cart open; a processing error too; then a good card buys', async () => {
    const product = await stocked('Fragile Vase', 2);
    const browser = await shopperWith(gateway.url, HOST, product, 2);
    const declined = await checkOut(browser, { card: TEST_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: TEST_CARD_MESSAGES.declined, code: 'payment_declined' });
    const failed = await checkOut(browser, { card: TEST_CARDS.processingError });
    expect(failed.status).toBe(402);
    expect(failed.body).toMatchObject({ message: TEST_CARD_MESSAGES.processingError, code: 'payment_error' });
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 2]]);
    expect((await browser.cart()).body.isPurchased).toBe(false);
    expect((await checkOut(browser)).status).toBe(200);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 0]]);
  });

  it('a doubled request with one idempotency key is one order and one charge', async () => {
    const product = await stocked('Twin Kettle', 10, 4000);
    const browser = await shopperWith(gateway.url, HOST, product);
    const key = 'doubled-request-key-1';
    const answers = await Promise.all([checkOut(browser, { key }), checkOut(browser, { key }), checkOut(browser, { key })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const orderIds = new Set(answers.map((answer) => answer.body.order.id));
    expect(orderIds.size).toBe(1);
    // A retry later (its first answer lost, so naming the cart) answers the same order again.
    const retried = await checkOut(browser, { key, body: { cartToken: answers[0]!.body.order.purchasedCartId } });
    expect(retried.body.order).toEqual(answers[0]!.body.order);
    const [orderId] = [...orderIds];
    expect(await listTestPayments(gateway.runtime.dataSource, WEBSITE, orderId!)).toEqual([expect.objectContaining({ status: 'captured', amountCents: 4000 })]);
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 9]]);
  });

  it('refuses without an idempotency key and without an address, changing nothing', async () => {
    const product = await stocked('Small Spoon', 3, 300);
    const browser = await shopperWith(gateway.url, HOST, product);
    const noKey = await browser.call('POST', '/api/commerce/checkout', { body: { email: 'ada@example.com', card: { number: TEST_CARDS.succeeds } } });
    expect(noKey.status).toBe(400);
    const noAddress = await checkOut(browser, { body: { shippingAddress: undefined } });
    expect(noAddress.body).toMatchObject({ status: 400, message: 'Please enter a shipping address.' });
    expect(await stockOf(product.itemId)).toEqual([[product.sku, false, 3]]);
  });
});

afterEach(async () => {
  // Every placed order queued its confirmation mail in the same transaction.
  await eventually(async () => {
    const [{ orders }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS orders FROM order_views WHERE status = 'placed'`);
    const [{ mails }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS mails FROM mail_outbox WHERE source = 'orders'`);
    expect(mails).toBe(orders);
  });
});
