import { CommandBus } from '@nestjs/cqrs';
import Ajv from 'ajv';
import { ContributorService } from '@mercato/accounts/application';
import { listOutbox } from '@mercato/mail';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole, DEFAULT_STORE_SETTINGS } from '@mercato/spec';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { ADDRESS, checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { OWNER, VIEWER, createTestContributors, testSiteCommand } from './support/fixtures';

/**
 * The store's checkout rules and the owner's orders (issue 13 §1, §7): tax, shipping and coupons
 * priced into the order; the minimum subtotal refusal; list, search, detail, fulfil and refund,
 * role-checked (admin and store manager write, reporting reads).
 */
const WEBSITE = 'orders-owner-site';
const HOST = 'orders-owner.localhost';
const REPORTER = { email: 'reporter@it.test', password: 'numbers all the way down' };
const SITE_PATH = `/api/commerce/websites/${WEBSITE}`;
const RULES = {
  taxRules: [{ name: 'Illinois', country: 'US', region: 'IL', rateBasisPoints: 625 }],
  shippingRates: [{ id: 'standard', name: 'Standard', kind: 'flat', priceCents: 500 }, { id: 'free', name: 'Free over $100', kind: 'free', minimumSubtotalCents: 10000 }],
  coupons: [{ code: 'tenoff', kind: 'percentage', percent: 10 }],
};

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let owner: string;
let reporter: string;
let viewer: string;
let product: { itemId: string; sku: string };

beforeAll(async () => {
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-orders-owner-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('orders-owner') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  const contributors = gateway.app.get(ContributorService);
  await createTestContributors(contributors, WEBSITE);
  await contributors.create({ ...REPORTER, displayName: 'Reporter', roles: [{ websiteId: WEBSITE, role: ContributorRole.REPORTING }] });
  const client = apiClient(gateway.url, HOST);
  call = client.call;
  [owner, reporter, viewer] = [await client.login(OWNER), await client.login(REPORTER), await client.login(VIEWER)];
  product = await createStockedProduct(commands, WEBSITE, 'Desk Lamp', 20, 4000);
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`orders for the owner (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('keeps the checkout rules: the store manager replaces them, reporting reads them, a viewer neither', async () => {
    expect((await call('GET', `${SITE_PATH}/checkout-settings`, { cookie: owner })).body).toEqual({ taxRules: [], shippingRates: [], coupons: [] });
    expect((await call('PUT', `${SITE_PATH}/checkout-settings`, { cookie: reporter, body: RULES })).status).toBe(403);
    expect((await call('GET', `${SITE_PATH}/checkout-settings`, { cookie: viewer })).status).toBe(403);
    const bad = await call('PUT', `${SITE_PATH}/checkout-settings`, { cookie: owner, body: { ...RULES, coupons: [RULES.coupons[0], RULES.coupons[0]] } });
    expect(bad).toMatchObject({ status: 400, body: { message: 'The coupon TENOFF is listed twice.' } });
    const saved = await call('PUT', `${SITE_PATH}/checkout-settings`, { cookie: owner, body: RULES });
    expect(saved.status).toBe(200);
    expect(saved.body.coupons).toEqual([{ code: 'TENOFF', kind: 'percentage', percent: 10, minimumSubtotalCents: 0 }]);
    expect((await call('GET', `${SITE_PATH}/checkout-settings`, { cookie: reporter })).body).toEqual(saved.body);
  });

  it('prices the checkout with them: quote and order agree on tax, shipping and coupons', async () => {
    const browser = await shopperWith(gateway.url, HOST, product, 2);
    const cart = (await browser.cart()).body;
    // The cart context knows no address, rules or coupons: its §3 checkout fields stay empty until checkout.
    expect(cart).toMatchObject({ shippingLocation: null, shippingOptions: [], selectedShippingOption: null, applicableTaxRules: [], coupons: [], validCoupons: [], invalidCoupons: [], taxCents: 0, shippingCostCents: 0 });
    const quote = await browser.call('POST', '/api/commerce/checkout/totals', { body: { email: 'grace@example.com', shippingAddress: ADDRESS, couponCodes: ['tenoff', 'NOPE'] } });
    // The checkout page reads the same cart with every one of them filled, its address and email echoed.
    const standard = { id: 'standard', name: 'Standard', kind: 'flat', priceCents: 500 };
    expect(quote.body).toEqual({
      id: cart.id,
      websiteId: WEBSITE,
      orderId: null,
      isPurchased: false,
      totalQuantity: 2,
      email: 'grace@example.com',
      shippingLocation: { ...ADDRESS, addressLine2: '' },
      // Free shipping starts at $100: an $80 cart is offered the flat rate only.
      shippingOptions: [standard],
      selectedShippingOption: standard,
      applicableTaxRules: [{ name: 'Illinois', country: 'US', region: 'IL', rateBasisPoints: 625, appliesToShipping: false }],
      coupons: ['TENOFF', 'NOPE'],
      validCoupons: [{ code: 'TENOFF', kind: 'percentage', percent: 10, minimumSubtotalCents: 0 }],
      invalidCoupons: ['NOPE'],
      subtotalCents: 8000,
      discountCents: 800,
      shippingCostCents: 500,
      taxCents: 450,
      grandTotalCents: 8150,
      currencyCode: 'USD',
      requiresShipping: true,
      minimumSubtotalRefusal: null,
      giftCard: null,
      cardChargeCents: 8150,
    });
    // In the shape the OpenAPI document declares.
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    // The schema (derived from CheckoutQuote) refuses properties it does not name.
    const validate = new Ajv({ strict: false, validateFormats: false }).compile({
      ...document.paths['/api/commerce/checkout/totals'].post.responses['200'].content['application/json'].schema,
      components: document.components,
    });
    expect(validate(quote.body) ? [] : validate.errors).toEqual([]);
    // Another region's buyer, before typing an email: no Illinois tax, nothing echoed that was not sent.
    const elsewhere = await browser.call('POST', '/api/commerce/checkout/totals', { body: { shippingAddress: { ...ADDRESS, region: 'WI' }, shippingOptionId: 'standard' } });
    expect(elsewhere.body).toMatchObject({ email: null, shippingLocation: { region: 'WI' }, applicableTaxRules: [], coupons: [], validCoupons: [], invalidCoupons: [], taxCents: 0, grandTotalCents: 8500 });
    const answer = await checkOut(browser, { email: 'grace@example.com', body: { couponCodes: ['tenoff', 'NOPE'], shippingOptionId: 'standard' } });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ subtotal: { value: 8000 }, discountTotal: { value: 800 }, shippingTotal: { value: 500 }, taxTotal: { value: 450 }, grandTotal: { value: 8150 }, couponCodes: ['TENOFF'], shippingOptionName: 'Standard' });
    const [mail] = await listOutbox(gateway.runtime.dataSource, { websiteId: WEBSITE, source: 'orders', limit: 10 });
    expect(mail).toMatchObject({ reference: answer.body.order.id, message: { to: 'grace@example.com', subject: `Order #${answer.body.order.orderNumber} confirmed` } });
    expect(mail!.message.text).toContain('Total: 81.50 USD');
  });

  it("refuses a subtotal under the store's minimum with the spec's message", async () => {
    const settingsPath = '/api/v1/commerce-preferences/store-settings';
    expect((await call('PUT', settingsPath, { cookie: owner, body: { websiteId: WEBSITE, ...DEFAULT_STORE_SETTINGS, minimumOrderSubtotalCents: 100000 } })).status).toBe(200);
    try {
      await gateway.runtime.catchUp();
      const refused = await checkOut(await shopperWith(gateway.url, HOST, product));
      expect(refused.body).toMatchObject({ status: 400, message: 'To check out, your order subtotal must be 1,000.00 or more.' });
    } finally {
      await call('PUT', settingsPath, { cookie: owner, body: { websiteId: WEBSITE, ...DEFAULT_STORE_SETTINGS } });
      await gateway.runtime.catchUp();
    }
  });

  it('lists, searches, shows, fulfils and refunds orders, role-checked', async () => {
    const placed = (await checkOut(await shopperWith(gateway.url, HOST, product), { email: 'linus@example.com' })).body.order;
    const declined = await checkOut(await shopperWith(gateway.url, HOST, product), { email: 'linus@example.com', card: '4000000000000002' });
    expect(declined.status).toBe(402);

    const list = (query: string, cookie = owner) => call('GET', `${SITE_PATH}/orders${query}`, { cookie });
    expect((await list('?search=LINUS@')).body.orders.map((order: { status: string }) => order.status)).toEqual(['failed', 'placed']);
    expect((await list('?search=linus&status=placed')).body.orders.map((order: { id: string }) => order.id)).toEqual([placed.id]);
    expect((await list(`?search=${placed.orderNumber}`)).body.orders.map((order: { id: string }) => order.id)).toEqual([placed.id]);
    expect((await list('', reporter)).status).toBe(200);
    expect((await list('', viewer)).status).toBe(403);
    expect((await call('GET', `${SITE_PATH}/orders`)).status).toBe(401);

    const detail = await call('GET', `${SITE_PATH}/orders/${placed.id}`, { cookie: reporter });
    expect(detail.body).toMatchObject({ id: placed.id, status: 'placed', paymentProvider: 'test', paymentId: expect.any(String), refundedTotal: { value: 0 }, fulfilledAt: null });
    expect((await call('POST', `${SITE_PATH}/orders/${placed.id}/fulfilment`, { cookie: reporter })).status).toBe(403);
    const fulfilled = await call('POST', `${SITE_PATH}/orders/${placed.id}/fulfilment`, { cookie: owner });
    expect(fulfilled.body).toMatchObject({ status: 'fulfilled', fulfilledAt: expect.any(Number) });

    const refund = (amountCents: number) => call('POST', `${SITE_PATH}/orders/${placed.id}/refunds`, { cookie: owner, body: { amountCents } });
    expect((await refund(1000)).body.refundedTotal).toMatchObject({ value: 1000 });
    const tooMuch = await refund(placed.grandTotal.value);
    expect(tooMuch).toMatchObject({ status: 400, body: { message: `A refund is a whole number of minor units from 1 to ${placed.grandTotal.value - 1000}.` } });
    const [payment] = await gateway.runtime.dataSource.query('SELECT status, refunded_cents::int AS refunded FROM test_payments WHERE reference = $1', [placed.id]);
    expect(payment).toEqual({ status: 'captured', refunded: 1000 });
    expect((await call('GET', `${SITE_PATH}/orders/00000000-0000-4000-8000-000000000000`, { cookie: owner })).status).toBe(404);
  });

  it('pages with a cursor, newest first, and starts over on a cursor it cannot read', async () => {
    const all = (await call('GET', `${SITE_PATH}/orders`, { cookie: owner })).body.orders.map((order: { id: string }) => order.id);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const paged: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page: { body: { orders: Array<{ id: string }>; nextPageCursor: string | null; hasNextPage: boolean } } = await call('GET', `${SITE_PATH}/orders?limit=1${cursor ? `&cursor=${cursor}` : ''}`, { cookie: owner });
      paged.push(...page.body.orders.map((order) => order.id));
      expect(page.body.hasNextPage).toBe(page.body.nextPageCursor !== null);
      cursor = page.body.nextPageCursor;
    }
    expect(paged).toEqual(all);
    expect((await call('GET', `${SITE_PATH}/orders?limit=1&cursor=garbage`, { cookie: owner })).body.orders.map((order: { id: string }) => order.id)).toEqual([all[0]]);
  });
});
