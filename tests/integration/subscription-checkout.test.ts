import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { PAYMENT_PROVIDER, TEST_CARD_MESSAGES, TEST_CARDS, type InitiatePayment, type PaymentProvider } from '@mercato/payments';
import { CART_RULE_MESSAGES, CHECKOUT_MESSAGES, PageType, type SubscriptionPlan } from '@mercato/spec';
import { RenewalScheduler, SUBSCRIPTION_MAIL_SOURCE, SubscriptionViews, type Clock } from '@mercato/subscriptions/application';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { product, variant } from './support/cart-products';
import { ADDRESS } from './support/checkout';
import { shopper, type Shopper } from './support/shopper';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Issue 13 §6 end to end through the embedded gateway: the subscription cart read by its token,
 * checked out (the card saved with the provider, the first period charged, the subscription
 * started), then renewed on the saved card by the scheduler on a clock the test moves, on
 * whichever transport EVENT_TRANSPORT names.
 */
const WEBSITE = 'subscription-checkout-site';
const HOST = 'subscription-checkout.localhost';
const DAY_MS = 24 * 60 * 60 * 1000;

let testGateway: TestGateway;
let gateway: RunningGateway;
let storeId: string;

const clock = { at: new Date(), now(): Date { return this.at; } } satisfies Clock & { at: Date };
const newScheduler = () => new RenewalScheduler(clock, gateway.app.get(SubscriptionViews), gateway.app.get(CommandBus));

beforeAll(async () => {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  testGateway = await startTestGateway('subscription-checkout', { websiteId: WEBSITE, host: HOST });
  gateway = testGateway.gateway;
  const store: { id: string } = await gateway.app.get(CommandBus).execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Boxes', navigationTitle: 'Boxes', urlId: 'boxes', description: '', enabled: true }));
  storeId = store.id;
}, 120_000);

afterEach(() => {
  // The provider watched by a test is the process's, shared by the next ones.
  jest.restoreAllMocks();
});

afterAll(async () => {
  await testGateway?.stop();
});

/** A subscribable box with `plan` and `qtyInStock` units at $24.00, known to the cart's read model. */
async function subscribableBox(title: string, plan: SubscriptionPlan, qtyInStock = 10): Promise<{ itemId: string; sku: string }> {
  const sku = `${title.toUpperCase().replace(/\W+/g, '-')}-1`;
  const created: { id: string } = await gateway.app.get(CommandBus).execute(
    new CreateProductCommand(WEBSITE, storeId, product(title, { isSubscribable: true, subscriptionPlan: plan, variants: [variant(sku, 2400, { qtyInStock })] })),
  );
  await gateway.runtime.catchUp();
  return { itemId: created.id, sku };
}

/** A visitor who asked for a subscription cart (spec §7) and holds its token. */
async function subscriber(box: { itemId: string; sku: string }): Promise<{ browser: Shopper; cartToken: string }> {
  const browser = shopper(gateway.url, HOST);
  await browser.cart();
  const started = await browser.call('POST', '/api/3/commerce/cart/subscription', { body: { itemId: box.itemId, sku: box.sku, qty: 1, additionalFields: null } });
  if (started.status !== 200) throw new Error(`subscription cart: ${started.status} ${JSON.stringify(started.body)}`);
  return { browser, cartToken: started.body.cartToken };
}

const subscribe = (browser: Shopper, cartToken: string, options: { card?: string; key?: string } = {}) =>
  browser.call('POST', '/api/commerce/checkout/subscription', {
    headers: { 'idempotency-key': options.key ?? randomUUID() },
    body: { cartToken, email: 'ann@example.com', shippingAddress: ADDRESS, card: { number: options.card ?? TEST_CARDS.succeeds } },
  });

const confirmation = async (browser: Shopper, token: string) => (await browser.call('GET', `/api/commerce/subscriptions/confirmation/${token}`)).body;

async function count(sql: string, parameters: unknown[]): Promise<number> {
  const [{ n }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, parameters);
  return n;
}

/** Captured charges of the first period (the order) and of the renewals (the subscription's references). */
async function captured(orderId: string, subscriptionId: string): Promise<Array<{ reference: string; amount: number; last4: string }>> {
  const rows: Array<{ reference: string; amount_cents: string; card_last4: string }> = await gateway.runtime.dataSource.query(
    `SELECT reference, amount_cents, card_last4 FROM test_payments WHERE website_id = $1 AND status = 'captured' AND (reference = $2 OR reference LIKE $3) ORDER BY created_at`,
    [WEBSITE, orderId, `${subscriptionId}#%`],
  );
  return rows.map((row) => ({ reference: row.reference, amount: Number(row.amount_cents), last4: row.card_last4 }));
}

describe(`subscription checkout (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('reads the subscription cart by its token with its plan, and no other cart by it', async () => {
    const box = await subscribableBox('Tea Box', { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 });
    const { browser, cartToken } = await subscriber(box);
    const read = await browser.call('GET', `/api/3/commerce/cart/subscription/${cartToken}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      shoppingCart: { id: cartToken, isPurchased: false, entries: [{ itemId: box.itemId, quantity: 1, purchasePriceCents: 2400, chosenVariant: { sku: box.sku } }] },
      subscriptionPlan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 },
    });
    expect((await browser.call('GET', `/api/3/commerce/cart/subscription/${randomUUID()}`)).body).toMatchObject({ status: 404, message: CHECKOUT_MESSAGES.cartNotFound });
    expect((await browser.call('GET', '/api/3/commerce/cart/subscription/not-a-token')).status).toBe(404);
    // A shopping cart is not read by its id here, and is not checked out as a subscription.
    await browser.add({ itemId: box.itemId, sku: box.sku, quantity: 1 });
    const shoppingCartId = (await browser.cart()).body.id;
    expect((await browser.call('GET', `/api/3/commerce/cart/subscription/${shoppingCartId}`)).status).toBe(404);
    expect((await subscribe(browser, shoppingCartId)).body).toMatchObject({ message: CHECKOUT_MESSAGES.cartNotFound });
    // Nor the other way round: a subscription cart at the ordinary checkout starts no order without its subscription.
    const atCheckout = await browser.call('POST', '/api/commerce/checkout', {
      headers: { 'idempotency-key': randomUUID() },
      body: { cartToken, email: 'ann@example.com', shippingAddress: ADDRESS, card: { number: TEST_CARDS.succeeds } },
    });
    expect(atCheckout).toMatchObject({ status: 400, body: { message: CHECKOUT_MESSAGES.subscriptionCartAtCheckout } });
  });

  it('charges the first period, starts the subscription once however often the request is repeated, and shows it on the 206 page', async () => {
    const box = await subscribableBox('Coffee Box', { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 }, 5);
    const { browser, cartToken } = await subscriber(box);
    const key = randomUUID();
    const answers = await Promise.all([subscribe(browser, cartToken, { key }), subscribe(browser, cartToken, { key })]);
    answers.push(await subscribe(browser, cartToken, { key }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const [first] = answers;
    for (const answer of answers) expect(answer.body).toEqual(first!.body);
    const { order, subscription } = first!.body;
    expect(order).toMatchObject({ status: 'placed', purchasedCartId: cartToken, testMode: true, items: [{ sku: box.sku, productName: 'Coffee Box', quantity: 1 }], grandTotal: { value: 2400 } });
    expect(await count(`es_events WHERE event_type = 'SubscriptionStarted' AND stream_id = $1`, [`subscription-${subscription.id}`])).toBe(1);
    expect(await captured(order.id, subscription.id)).toEqual([{ reference: order.id, amount: 2400, last4: '4242' }]);

    const page = await confirmation(browser, subscription.confirmationToken);
    expect(page).toMatchObject({
      pageType: PageType.SUBSCRIPTION_CONFIRMED,
      subscription: { id: subscription.id, status: 'active', productTitle: 'Coffee Box', priceText: '$24.00 every month for 1 year', cyclesBilled: 1, customerEmail: 'ann@example.com' },
    });
    expect((await browser.call('GET', `/api/3/commerce/cart/subscription/${cartToken}`)).body.shoppingCart).toMatchObject({ isPurchased: true, orderId: order.id });
    // The first box is taken from stock once, as for any order.
    await gateway.runtime.catchUp();
    expect(await gateway.runtime.dataSource.query(`SELECT qty_in_stock FROM cart_catalog_variants WHERE item_id = $1`, [box.itemId])).toEqual([{ qty_in_stock: 4 }]);
    // A new attempt (another key) at the bought cart is refused and starts nothing.
    expect((await subscribe(browser, cartToken)).body).toMatchObject({ message: CART_RULE_MESSAGES.cartPurchased });
    expect(await count(`es_events WHERE event_type = 'SubscriptionStarted' AND stream_id = $1`, [`subscription-${subscription.id}`])).toBe(1);
  });

  it('starts nothing on a declined first period, and the cart can be paid with another card', async () => {
    const box = await subscribableBox('Soap Box', { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 });
    const { browser, cartToken } = await subscriber(box);
    const declined = await subscribe(browser, cartToken, { card: TEST_CARDS.declined });
    expect(declined).toMatchObject({ status: 402, body: { message: TEST_CARD_MESSAGES.declined, code: 'payment_declined' } });
    expect(await count(`subscription_views WHERE website_id = $1 AND state->>'cartId' = $2`, [WEBSITE, cartToken])).toBe(0);
    const paid = await subscribe(browser, cartToken);
    expect(paid.status).toBe(200);
    expect(await count(`subscription_views WHERE website_id = $1 AND state->>'cartId' = $2`, [WEBSITE, cartToken])).toBe(1);
  });

  it('renews three times on the saved card as the clock passes three periods, then ends the fixed term, charging nothing more', async () => {
    const box = await subscribableBox('Flower Box', { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 4 });
    const { browser, cartToken } = await subscriber(box);
    // The process's one provider (PaymentsModule's), watched: the card is saved and every period
    // charged through this instance, not through another one that happens to share its tables.
    const provider = gateway.app.get<PaymentProvider>(PAYMENT_PROVIDER);
    const saves = jest.spyOn(provider, 'savePaymentMethod');
    const initiates = jest.spyOn(provider, 'initiate');
    const { order, subscription } = (await subscribe(browser, cartToken)).body;
    const scheduler = newScheduler();
    for (const cycle of [2, 3, 4]) {
      clock.at = new Date((await confirmation(browser, subscription.confirmationToken)).subscription.nextBillingDate);
      expect(await scheduler.runDue()).toEqual({ subscriptions: 1, renewed: 1, failed: 0, ended: 0 });
      expect((await confirmation(browser, subscription.confirmationToken)).subscription.cyclesBilled).toBe(cycle);
    }
    const billed = (await confirmation(browser, subscription.confirmationToken)).subscription;
    expect(billed).toMatchObject({ status: 'active', cyclesBilled: 4, nextBillingDate: null, priceText: '$24.00 every week for 4 weeks' });
    clock.at = new Date(Date.parse(billed.startedAt) + 29 * DAY_MS);
    expect(await scheduler.runDue()).toEqual({ subscriptions: 1, renewed: 0, failed: 0, ended: 1 });
    expect((await confirmation(browser, subscription.confirmationToken)).subscription).toMatchObject({ status: 'ended', endReason: 'completed', cyclesBilled: 4 });
    // A year on, the earlier tests' open-ended subscriptions renew; this ended one is charged nothing.
    clock.at = new Date(clock.at.getTime() + 365 * DAY_MS);
    await scheduler.runDue();
    // One card (saved at checkout, never its number) paid the first period and every renewal, through one provider's tables.
    expect(await captured(order.id, subscription.id)).toEqual([
      { reference: order.id, amount: 2400, last4: '4242' },
      { reference: `${subscription.id}#2`, amount: 2400, last4: '4242' },
      { reference: `${subscription.id}#3`, amount: 2400, last4: '4242' },
      { reference: `${subscription.id}#4`, amount: 2400, last4: '4242' },
    ]);
    // Each renewal queued one receipt to the subscriber in its own transaction; the scans after the end queued none.
    const savedCards = await Promise.all(saves.mock.results.map((result) => result.value));
    expect(savedCards).toEqual([{ status: 'saved', paymentMethodToken: expect.stringMatching(/^tpm_/) }]);
    const charges = initiates.mock.calls
      .map(([request]: [InitiatePayment]) => request)
      .filter((request) => request.reference === order.id || request.reference.startsWith(`${subscription.id}#`));
    expect(charges.map((request) => [request.reference, request.source])).toEqual(
      [order.id, ...[2, 3, 4].map((cycle) => `${subscription.id}#${cycle}`)].map((reference) => [reference, savedCards[0].paymentMethodToken]),
    );
    const receipts: Array<{ reference: string; message: { to: string; subject: string; text: string } }> = await gateway.runtime.dataSource.query(
      'SELECT reference, message FROM mail_outbox WHERE source = $1 AND reference LIKE $2 ORDER BY reference',
      [SUBSCRIPTION_MAIL_SOURCE, `${subscription.id}#%`],
    );
    expect(receipts.map((receipt) => receipt.reference)).toEqual([2, 3, 4].map((cycle) => `${subscription.id}#${cycle}`));
    expect(receipts[0]!.message).toMatchObject({ to: 'ann@example.com', subject: 'Subscription renewed: Flower Box' });
    expect(receipts[0]!.message.text).toContain('Charged: 24.00 USD for period 2 of 4.');
    expect(receipts[2]!.message.text).toContain('This was the last charge of your subscription.');
    const [started] = await gateway.runtime.dataSource.query(`SELECT data FROM es_events WHERE event_type = 'SubscriptionStarted' AND stream_id = $1`, [`subscription-${subscription.id}`]);
    expect(JSON.stringify(started.data)).not.toContain(TEST_CARDS.succeeds);
  });
});
