import { ClankerSchemaName, formatMoney, minimumSubtotalMessage, SOCIAL_PIXEL_EVENTS, SOCIAL_PIXEL_SCRIPT_URL, TRACKING_ENDPOINTS, type ClankerEnvelope } from '@mercato/spec';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '@mercato/payments/test-cards';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { recordTrackingCalls } from './support/tracking';
import { openConsole, ownerCookie } from './support/owner';

// Checkout on the demo store (issue 13): the Linen Shirt (45.00 USD, 12 of each variant) from its
// product page through the cart and checkout to the order confirmed page, paid with the built-in
// test provider's cards; then the owner finds the order in the console and refunds it.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];
beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const usd = (cents: number) => `${formatMoney(cents, 'USD')} USD`;
const CHECKOUT_PATH = '/api/commerce/checkout';

/** The owner's API session: the store's checkout rules and settings are set through it. */
let owner: APIRequestContext;
const ownerPath = (path: string) => `/api/commerce/websites/demo-site${path}`;

beforeAll(async () => {
  owner = await request.newContext({ baseURL: storefrontUrl(), extraHTTPHeaders: { cookie: ownerCookie() } });
  const rules = {
    taxRules: [{ name: 'California', country: 'US', region: 'CA', rateBasisPoints: 1000 }],
    shippingRates: [
      { id: 'standard', name: 'Standard', kind: 'flat', priceCents: 500 },
      { id: 'express', name: 'Express', kind: 'flat', priceCents: 1500 },
    ],
    coupons: [{ code: 'SAVE10', kind: 'percentage', percent: 10 }],
  };
  expect((await owner.put(ownerPath('/checkout-settings'), { data: rules })).status()).toBe(200);
});

afterAll(async () => {
  // The other e2e specs shop on this site without these rules.
  await owner.put(ownerPath('/checkout-settings'), { data: { taxRules: [], shippingRates: [], coupons: [] } });
  await owner.dispose();
});

/** A fresh buyer per test, so the console's search finds exactly this test's order. */
const buyerEmail = () => `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Adds the shirt from its product page, then follows the cart page's checkout button. */
async function shirtToCheckout(size: string, color: string, quantity: number): Promise<void> {
  await openHydrated(page, `${storefrontUrl()}/shop/p/linen-shirt`);
  await page.getByTestId('variant-select-Size').selectOption(size);
  await page.getByTestId('variant-select-Color').selectOption(color);
  await page.getByTestId('quantity-input').fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
  await page.getByTestId('cart-pill').click();
  await page.getByTestId('cart-entry').waitFor();
  await page.getByTestId('checkout-button').click();
  await page.waitForURL(`${storefrontUrl()}/checkout`);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByRole('heading', { name: 'Order total' }).waitFor();
}

async function fillBuyer(email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 Analytical Way');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('State or region code (optional)').fill('CA');
  await page.getByLabel('Country code (2 letters, e.g. US)').fill('US');
  // Leaving the address asks for the totals where it ships (California's tax).
  await page.getByLabel('Card number').focus();
}

/** The grand total once the totals for the latest choice arrived. */
async function settledTotal(expected: number): Promise<void> {
  await page.locator('[data-testid="checkout-totals"]:not([data-loading])').getByTestId('total-grand').filter({ hasText: usd(expected) }).waitFor({ timeout: 10_000 });
}

async function placeOrderWith(cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByTestId('place-order').click();
}

/** The order's id and number from the confirmed page, once it shows. */
async function confirmedOrder(): Promise<{ orderNumber: string }> {
  await page.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const orderNumber = /Order #(\d+) is confirmed/.exec(heading)?.[1];
  if (!orderNumber) throw new Error(`unexpected heading: ${heading}`);
  return { orderNumber };
}

describe('checkout', () => {
  it('buys the shirt with the test card: shipping, coupon and tax in the totals, one order for a double click, the purchase reported', async () => {
    // The e2e app gives the demo site a pixel id (SOCIAL_PIXEL_IDS); the pixel's script is a third
    // party's: a local stand-in leaves the page's calls in the `fbq` queue.
    await page.route(SOCIAL_PIXEL_SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* pixel stand-in */' }));
    const trackingCalls = recordTrackingCalls(page);
    const checkoutCalls: Array<{ key: string | undefined }> = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === CHECKOUT_PATH) checkoutCalls.push({ key: sent.headers()['idempotency-key'] });
    });
    await shirtToCheckout('M', 'Blue', 2);
    expect(await page.getByTestId('checkout-line').allTextContents()).toEqual([expect.stringContaining('Linen Shirt')]);

    await fillBuyer(buyerEmail());
    // 90.00, the cheapest shipping (Standard 5.00) chosen, 10% California tax on the goods: 104.00.
    await settledTotal(10400);
    await page.getByLabel(/^Express/).check();
    await page.getByLabel('Coupon code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Coupon code').fill('BOGUS');
    await page.getByLabel('Coupon code').press('Enter');
    // 90.00 − 9.00 + 15.00 + 10% of 81.00 = 104.10; the unknown code is marked, not counted.
    await settledTotal(10410);
    expect(await page.getByTestId('total-discount').textContent()).toBe(usd(-900));
    expect(await page.getByTestId('total-shipping').textContent()).toBe(usd(1500));
    expect(await page.getByTestId('total-tax').textContent()).toBe(usd(810));
    expect(await page.locator('[data-testid="coupon"][data-invalid]').textContent()).toContain('BOGUS');
    expect(await page.locator('#test-cards').textContent()).toContain('4242 4242 4242 4242');
    await expectNoAxeViolations(page);

    await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await page.getByTestId('place-order').dblclick();
    const { orderNumber } = await confirmedOrder();
    expect(checkoutCalls).toHaveLength(1);
    expect(checkoutCalls[0]?.key).toMatch(/^[0-9a-f]{32}$/);

    expect(page.url()).toMatch(/\/orders\/[A-Za-z0-9_-]{32}\/confirmed$/);
    expect(await page.getByTestId('order-test-mode').count()).toBe(1);
    expect(await page.getByTestId('order-item').allTextContents()).toEqual([expect.stringMatching(/Linen Shirt × 2/)]);
    expect(await page.getByTestId('total-grand').textContent()).toBe(usd(10410));
    // The cart is bought: the pill is gone.
    expect(await page.getByTestId('cart-pill').count()).toBe(0);

    // Spec §7 client event purchase: transaction id, value, shipping, tax and items.
    const purchase = await eventually(() =>
      trackingCalls
        .filter((call) => call.path === TRACKING_ENDPOINTS.clankerEvents)
        .map((call) => JSON.parse(call.body) as ClankerEnvelope)
        .find((envelope) => envelope.eventSchemaName === ClankerSchemaName.PURCHASE),
    );
    expect(JSON.parse(purchase.eventContent)).toMatchObject({
      value: 104.1,
      currency: 'USD',
      shipping: 15,
      tax: 8.1,
      items: [{ sku: expect.any(String), productName: 'Linen Shirt', quantity: 2, unitPrice: 45 }],
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // Spec §7: the social pixel's purchase track, for the same order, value in major units.
    const { transaction_id: transactionId, items } = JSON.parse(purchase.eventContent) as { transaction_id: string; items: Array<{ sku: string }> };
    const pixelPurchase = await eventually(async () =>
      (await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue)).find((call) => call[0] === 'track' && call[1] === SOCIAL_PIXEL_EVENTS.purchase),
    );
    expect(pixelPurchase).toEqual(['track', SOCIAL_PIXEL_EVENTS.purchase, { order_id: transactionId, content_ids: items.map((item) => item.sku), content_type: 'product', value: 104.1, currency: 'USD' }]);
    await expectNoAxeViolations(page);

    // The status page (211), by the same token.
    await page.getByTestId('order-status-link').click();
    await page.getByTestId('order-status-page').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Order #${orderNumber}`);
    expect(await page.getByTestId('order-status').textContent()).toBe('Paid, being prepared');
    await expectNoAxeViolations(page);
    // The received page (207) reads the same order; an unknown token finds nothing.
    await openHydrated(page, page.url().replace(/\/?$/, '/received'));
    await page.getByTestId('order-received').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`We received order #${orderNumber}`);
    await expectNoAxeViolations(page);
    await openHydrated(page, `${storefrontUrl()}/orders/${'x'.repeat(32)}`);
    await page.getByTestId('not-found').waitFor();
    expect(pageErrors).toEqual([expect.stringMatching(/^404 .*\/api\/commerce\/orders\/x{32}$/)]);
  });

  it("shows a declined card's reason and places nothing; a new attempt with a good card goes through", async () => {
    const keys: Array<string | undefined> = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && new URL(sent.url()).pathname === CHECKOUT_PATH) keys.push(sent.headers()['idempotency-key']);
    });
    await shirtToCheckout('M', 'White', 1);
    await fillBuyer(buyerEmail());
    await settledTotal(4500 + 500 + 450);

    await placeOrderWith(TEST_CARDS.declined);
    const failure = page.getByTestId('checkout-failure');
    await failure.waitFor({ timeout: 20_000 });
    expect(await failure.textContent()).toBe(TEST_CARD_MESSAGES.declined);
    expect(await failure.getAttribute('role')).toBe('alert');
    expect(page.url()).toBe(`${storefrontUrl()}/checkout`);

    await placeOrderWith(TEST_CARDS.succeeds);
    await confirmedOrder();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    expect(pageErrors).toEqual([expect.stringMatching(/^402 .*\/api\/commerce\/checkout$/)]);
  });

  it('refuses a subtotal under the store minimum with the spec message', async () => {
    const settings = await owner.get('/api/v1/commerce-preferences/store-settings');
    const before = (await settings.json()) as Record<string, unknown>;
    expect((await owner.put('/api/v1/commerce-preferences/store-settings', { data: { ...before, minimumOrderSubtotalCents: 100_000 } })).status()).toBe(200);
    try {
      await openHydrated(page, `${storefrontUrl()}/shop/p/linen-shirt`);
      await page.getByTestId('variant-select-Size').selectOption('S');
      await page.getByTestId('variant-select-Color').selectOption('Blue');
      await page.getByTestId('add-to-cart').click();
      await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
      await openHydrated(page, `${storefrontUrl()}/checkout`);
      const refusal = page.getByTestId('checkout-minimum-subtotal');
      await refusal.waitFor({ timeout: 10_000 });
      expect(await refusal.textContent()).toBe(minimumSubtotalMessage(formatMoney(100_000, 'USD')));
      expect(await page.getByTestId('place-order').isDisabled()).toBe(true);
    } finally {
      await owner.put('/api/v1/commerce-preferences/store-settings', { data: before });
    }
  });
});

describe('the owner and the order', () => {
  it('finds the order in the console by the buyer email and refunds it in full', async () => {
    const email = buyerEmail();
    await shirtToCheckout('S', 'White', 1);
    await fillBuyer(email);
    await settledTotal(4500 + 500 + 450);
    await placeOrderWith(TEST_CARDS.succeeds);
    const { orderNumber } = await confirmedOrder();

    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByLabel('Buyer email or order number').fill(email);
    await page.getByRole('button', { name: 'Show orders' }).click();
    const rows = page.getByTestId('order-row');
    await rows.filter({ hasText: email }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.getByTestId('order-row-status').textContent()).toBe('Paid, not fulfilled');
    await expectNoAxeViolations(page);

    await rows.getByRole('link', { name: `#${orderNumber}` }).click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-title').textContent()).toBe(`Order #${orderNumber}`);
    expect(await page.getByTestId('order-total').textContent()).toBe(usd(5450));
    expect(await page.getByLabel('Refund amount (USD)').inputValue()).toBe('54.50');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Refund' }).click();
    await page.getByTestId('order-refunded').filter({ hasText: usd(5450) }).waitFor({ timeout: 20_000 });
    // Nothing left to refund: the form is gone; fulfilment is still the owner's to mark.
    expect(await page.getByTestId('refund-form').count()).toBe(0);
    await page.getByRole('button', { name: 'Mark fulfilled' }).click();
    await page.getByTestId('order-fulfilment').filter({ hasText: /^Fulfilled / }).waitFor();

    await page.getByRole('link', { name: 'All orders' }).click();
    await page.getByLabel('Buyer email or order number').fill(orderNumber);
    await page.getByRole('button', { name: 'Show orders' }).click();
    await page.getByTestId('order-row-status').filter({ hasText: 'Fulfilled, refunded' }).waitFor({ timeout: 10_000 });
    expect(pageErrors.filter((error) => !/^401 \S+\/api\/auth\/session$/.test(error))).toEqual([]);
  });
});

/** Polls until `find` answers something (the page's trackers send after the page shows). */
async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not seen in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
