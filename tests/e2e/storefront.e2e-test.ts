import { formatMoney } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated as openHydratedPage, storefrontUrl as requireStorefrontUrl } from './support/browser';

/** Product page payload fields this spec reads (GET /api/storefront/products/{collection}/{item}). */
interface ProductPagePayload {
  product: {
    variantOptionOrdering: string[];
    variants: { sku: string; onSale: boolean; priceMoney: { value: number; currency: 'USD' }; salePriceMoney: { value: number }; attributes: Record<string, string> }[];
  };
}

/** The demo seed's second site answers on jpy.localhost (Chromium resolves *.localhost to loopback). */
function jpyStoreUrl(): string {
  const url = new URL(requireStorefrontUrl());
  url.hostname = 'jpy.localhost';
  return url.origin;
}

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const openHydrated = (url: string) => openHydratedPage(page, url);

const usd = (cents: number) => `${formatMoney(cents, 'USD')} USD`;

describe('storefront product page', () => {
  it('is server-rendered: the HTML carries the title and price before any script runs', async () => {
    const response = await page.request.get(`${requireStorefrontUrl()}/shop/p/linen-shirt`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<title>Linen Shirt[^<]*<\/title>/);
    expect(html).toMatch(/<h1 data-testid="product-title">Linen Shirt<\/h1>/);
    expect(html).toContain(usd(4500));
  });

  it('updates the price when Size and Color pick a variant, after a clean hydration', async () => {
    const api = await page.request.get(`${requireStorefrontUrl()}/api/storefront/products/shop/linen-shirt`);
    const { product } = (await api.json()) as ProductPagePayload;
    // The dearest variant, so the shown price differs from the "from" price whenever prices differ.
    const variant = product.variants.reduce((dearest, candidate) => (candidate.priceMoney.value > dearest.priceMoney.value ? candidate : dearest));
    expect(product.variantOptionOrdering).toEqual(['Size', 'Color']);

    await openHydrated(`${requireStorefrontUrl()}/shop/p/linen-shirt`);
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.title()).toMatch(/^Linen Shirt/);
    const price = page.getByTestId('product-price');
    expect(await page.getByTestId('variant-select-Size').locator('option').first().textContent()).toBe('Select Size');

    await page.getByTestId('variant-select-Size').selectOption(variant.attributes.Size ?? '');
    await page.getByTestId('variant-select-Color').selectOption(variant.attributes.Color ?? '');

    await page.waitForSelector(`[data-testid="product-price"][data-sku="${variant.sku}"]`);
    const expectedCents = variant.onSale ? variant.salePriceMoney.value : variant.priceMoney.value;
    expect(await page.getByTestId('price-current').textContent()).toBe(usd(expectedCents));
    expect(await price.textContent()).not.toContain('from');
    expect(pageErrors).toEqual([]);
  });

  it('reports a server page the browser does not render alike as a hydration mismatch', async () => {
    // The browser runs on Preact, which rebuilds what does not match without a word; the app reports it
    // (client/preact-compat.ts), so that the clean-hydration checks of every spec mean something.
    await page.route('**/shop/p/linen-shirt', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace('<h1 data-testid="product-title">Linen Shirt</h1>', '') });
    });
    await openHydrated(`${requireStorefrontUrl()}/shop/p/linen-shirt`);
    expect(pageErrors.filter((error) => error.startsWith('Hydration mismatch'))).toEqual([expect.stringContaining('<h1>')]);
    expect(await page.getByTestId('product-title').textContent()).toBe('Linen Shirt');
  });

  it('labels a sold-out product "sold out", even though it is on sale', async () => {
    await openHydrated(`${requireStorefrontUrl()}/shop/p/vintage-lamp`);
    expect(await page.getByTestId('product-status').allTextContents()).toEqual(['sold out']);
    expect(pageErrors).toEqual([]);
  });

  it('formats yen without decimals on the second site', async () => {
    await openHydrated(`${jpyStoreUrl()}/shop/p/iron-teapot`);
    expect(await page.getByTestId('product-title').textContent()).toBe('Iron Teapot');
    expect(await page.getByTestId('price-current').textContent()).toBe('1,234,500 JPY');
    expect(pageErrors).toEqual([]);
  });
});

describe('storefront collection page', () => {
  it('shows a grid by default and switches to the list through the view toggle', async () => {
    await openHydrated(`${requireStorefrontUrl()}/shop`);
    const list = page.getByTestId('product-list');
    expect(await list.getAttribute('data-view')).toBe('grid');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThanOrEqual(9);
    expect(await page.getByTestId('product-card').filter({ hasText: 'Linen Shirt' }).count()).toBe(1);

    await page.getByTestId('view-list').click();
    await page.waitForURL(/\?view=list$/);
    // The URL changes before React renders the new view: wait for the list itself.
    await page.locator('[data-testid="product-list"][data-view="list"]').waitFor({ timeout: 5_000 });
    expect(await list.getAttribute('data-view')).toBe('list');
    expect(await page.getByTestId('view-list').getAttribute('aria-current')).toBe('page');
    expect(pageErrors).toEqual([]);
  });

  it('serves the list view without JavaScript', async () => {
    const response = await page.request.get(`${requireStorefrontUrl()}/shop?view=list`);
    expect(await response.text()).toMatch(/data-testid="product-list" data-view="list"/);
  });

  it('navigates from a product card to its product page', async () => {
    await openHydrated(`${requireStorefrontUrl()}/shop`);
    await page.getByRole('link', { name: 'Canvas Tote' }).first().click();
    await page.waitForURL(/\/shop\/p\/canvas-tote$/);
    expect(await page.getByTestId('product-title').textContent()).toBe('Canvas Tote');
    // The document title follows the render: give it the same chance before asserting.
    await page.waitForFunction(() => document.title.startsWith('Canvas Tote'), undefined, { timeout: 5_000 }).catch(() => undefined);
    expect(await page.title()).toMatch(/^Canvas Tote/);
    expect(await page.getByTestId('product-status').textContent()).toBe('sale');
    expect(await page.getByTestId('price-regular').textContent()).toBe(usd(2500));
    expect(await page.getByTestId('price-current').textContent()).toBe(usd(1900));
    expect(pageErrors).toEqual([]);
  });

  it('answers an unknown product with a 404 page', async () => {
    const response = await page.request.get(`${requireStorefrontUrl()}/shop/p/no-such-product`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-testid="not-found"');
  });
});
