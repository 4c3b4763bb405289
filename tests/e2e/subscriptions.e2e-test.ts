import { ProductType } from '@mercato/spec';
import { TEST_CARDS } from '@mercato/payments/test-cards';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { ownerCookie } from './support/owner';

// A subscription bought in Chromium (issue 13 §6): a monthly coffee box for a year, made by the owner
// in a store of its own (the demo shop's counts stay as seeded), subscribed from its product page with
// the test card, then shown on the subscription confirmed page (206).

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];
beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

let owner: APIRequestContext;
let productPath: string;

beforeAll(async () => {
  owner = await request.newContext({ baseURL: storefrontUrl(), extraHTTPHeaders: { cookie: ownerCookie() } });
  const products = '/api/content-service/product/1.1/websites/demo-site/products';
  const run = Date.now().toString(36);
  const store = await owner.post(products, { data: { title: `Clubs ${run}`, navigationTitle: '', urlId: `clubs-${run}`, description: '', enabled: true } });
  expect(store.status()).toBe(201);
  const { id: storeId, urlId: storeUrlId } = (await store.json()) as { id: string; urlId: string };
  const created = await owner.post(`${products}/${storeId}/items`, {
    data: {
      title: 'Coffee Club',
      urlId: 'coffee-club',
      productType: ProductType.PHYSICAL,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      variants: [{ sku: `COFFEE-CLUB-${run}`, priceCents: 2400, qtyInStock: 50 }],
    },
  });
  expect(created.status()).toBe(201);
  productPath = `/${storeUrlId}/p/coffee-club`;
  // The storefront's catalog read model catches up with the owner's write.
  for (let attempt = 0; attempt < 50 && (await owner.get(`/api/storefront/products/${storeUrlId}/coffee-club`)).status() !== 200; attempt++) await new Promise((resolve) => setTimeout(resolve, 200));
});

afterAll(async () => {
  await owner.dispose();
});

it('subscribes from the product page with the test card and shows the subscription confirmed page (206)', async () => {
  await openHydrated(page, `${storefrontUrl()}${productPath}`);
  const subscribe = page.getByTestId('add-to-cart');
  await subscribe.filter({ hasText: 'Subscribe' }).waitFor();
  await subscribe.click();
  await page.waitForURL(/\/subscription\/[0-9a-f-]{36}$/);
  await page.getByTestId('subscription-form').waitFor();
  await expect(page.getByTestId('subscription-item').textContent()).resolves.toContain('Coffee Club');
  await expect(page.getByTestId('subscription-price').textContent()).resolves.toBe('$24.00 every month for 1 year');
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill('club-member@example.com');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Address', { exact: true }).fill('1 Analytical Way');
  await page.getByLabel('City').fill('Los Angeles');
  await page.getByLabel('Country code (2 letters, e.g. US)').fill('US');
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await page.getByTestId('subscribe').click();

  await page.waitForURL(/\/subscriptions\/[A-Za-z0-9_-]{32}\/confirmed$/, { timeout: 15_000 });
  const confirmed = page.getByTestId('subscription-confirmed');
  await confirmed.waitFor();
  await expect(confirmed.getAttribute('data-subscription-status')).resolves.toBe('active');
  await expect(page.getByTestId('subscription-product').textContent()).resolves.toContain('Coffee Club');
  await expect(page.getByTestId('subscription-price').textContent()).resolves.toBe('$24.00 every month for 1 year');
  await expect(page.getByTestId('subscription-email').textContent()).resolves.toContain('club-member@example.com');
  await page.getByTestId('subscription-next-billing').waitFor();
  await expectNoAxeViolations(page);

  // The page stands on its own: reloading it reads the subscription by the token in its address.
  await openHydrated(page, page.url());
  await expect(page.getByTestId('subscription-price').textContent()).resolves.toBe('$24.00 every month for 1 year');
  expect(pageErrors).toEqual([]);
});
