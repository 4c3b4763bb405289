import {
  ADD_TO_CART_BUTTON, ADD_TO_CART_MESSAGES, ADD_TO_CART_TIMINGS, BlockType, CART_MESSAGES, COOKIE_NAMES, CSRF_HEADER, formatMoney, FORM_VALIDATION_MESSAGES, missingOptionsMessage, ProductType, sessionExpiredMessage, TRACKING_ENDPOINTS,
} from '@mercato/spec';
import { type Page } from 'playwright-core';
import { type ProductPageView } from '@mercato/views';
import { focusReturnsTo, freshPagePerTest, openHydrated as openHydratedPage, storefrontUrl } from './support/browser';
import { ownerCall } from './support/owner';
import { callsTo, recordTrackingCalls } from './support/tracking';
import { expectNoAxeViolations } from './support/axe';

// The storefront's cart on the demo store (spec §2, §4, §5, §8, §9), against the real cart service.
// The demo's Linen Shirt: Size S/M/L × Color Blue/White, 12 of each, M costs 45.00 USD.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const usd = (cents: number) => `${formatMoney(cents, 'USD')} USD`;
const openHydrated = (path: string, origin = storefrontUrl()) => openHydratedPage(page, `${origin}${path}`);
const addButton = () => page.getByTestId('add-to-cart');

async function chooseShirt(size: string, color: string, quantity: string) {
  await page.getByTestId('variant-select-Size').selectOption(size);
  await page.getByTestId('variant-select-Color').selectOption(color);
  await page.getByTestId('quantity-input').fill(quantity);
}

/**
 * Clicks add and waits for the whole §4 cycle; answers when "Added!" showed and when the button was
 * idle again. The page itself timestamps each label change (a MutationObserver), so the answer does
 * not depend on how late this process notices a label.
 */
async function addAndWatchLabels(): Promise<{ addedAfterMs: number; idleAfterAddedMs: number }> {
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="add-to-cart"]')!;
    const times: Record<string, number> = {};
    (window as unknown as { labelTimes: Record<string, number> }).labelTimes = times;
    button.addEventListener('click', () => (times.clicked = performance.now()), { capture: true, once: true });
    new MutationObserver(() => {
      const state = button.getAttribute('data-state') ?? '';
      if (times.clicked !== undefined && !(state in times)) times[state] = performance.now();
    }).observe(button, { attributes: true, attributeFilter: ['data-state'] });
  });
  await addButton().click();
  await page.locator(`[data-testid="add-to-cart"][data-state="adding"]`).waitFor({ timeout: 5_000 });
  expect(await addButton().textContent()).toBe(ADD_TO_CART_BUTTON.adding);
  await page.locator('[data-testid="add-to-cart"][data-state="added"], [data-testid="cart-alert"]').first().waitFor({ timeout: 10_000 });
  if (await page.getByTestId('cart-alert').count()) throw new Error(`the add failed: ${await page.getByTestId('cart-alert-message').textContent()}`);
  expect(await addButton().textContent()).toBe(ADD_TO_CART_BUTTON.added);
  await page.locator(`[data-testid="add-to-cart"][data-state="idle"]`).waitFor({ timeout: 10_000 });
  const times = await page.evaluate(() => (window as unknown as { labelTimes: Record<string, number> }).labelTimes);
  return { addedAfterMs: times.added! - times.clicked!, idleAfterAddedMs: times.idle! - times.added! };
}

const PRODUCTS = '/api/content-service/product/1.1/websites/demo-site/products';
const STORE_SETTINGS = '/api/v1/commerce-preferences/store-settings';

/** The product page's data once the read models show what the owner just did (`ready`); 10 s at most. */
async function projectedProductPage(path: string, ready: (page: ProductPageView) => boolean): Promise<ProductPageView> {
  const [, storeUrlId, , itemUrlId] = path.split('/');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${storefrontUrl()}/api/storefront/products/${storeUrlId}/${itemUrlId}`);
    const body = response.ok ? ((await response.json()) as ProductPageView) : undefined;
    if (body && ready(body)) return body;
    if (Date.now() > deadline) throw new Error(`${path} is not as expected after 10 s (status ${response.status})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function pillCount(): Promise<string | null> {
  return page.getByTestId('cart-pill-count').textContent({ timeout: 5_000 });
}

describe('add to cart on the product page', () => {
  it('adds the chosen variant: "Adding…", "Added!" after 1 s, idle 2 s later, and the pill counts it', async () => {
    await openHydrated('/shop/p/linen-shirt');
    expect(await page.getByTestId('cart-pill').count()).toBe(0);
    expect(await page.getByTestId('cart-indicator').getAttribute('data-empty')).toBe('true');
    expect(await addButton().textContent()).toBe(ADD_TO_CART_BUTTON.defaultText);

    await chooseShirt('M', 'Blue', '2');
    const timings = await addAndWatchLabels();
    expect(timings.addedAfterMs).toBeGreaterThanOrEqual(ADD_TO_CART_TIMINGS.addedAfterMs);
    // Timestamped in the page; a little slack for React committing "Added!" after its timer started.
    expect(timings.idleAfterAddedMs).toBeGreaterThanOrEqual(ADD_TO_CART_TIMINGS.idleAfterAddedMs - 100);
    expect(await addButton().textContent()).toBe(ADD_TO_CART_BUTTON.defaultText);

    expect(await pillCount()).toBe('2');
    const pill = page.getByTestId('cart-pill');
    expect(await pill.getAttribute('aria-label')).toBe('Cart 2 (2 items in cart)');
    expect(await pill.getAttribute('href')).toBe('/cart');
    expect(await page.getByTestId('cart-indicator-subtotal').textContent()).toBe(usd(9000));
    expect(await page.getByTestId('cart-indicator').getAttribute('data-empty')).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('ignores clicks on a button that reads "Added!"', async () => {
    await openHydrated('/shop/p/linen-shirt');
    await chooseShirt('S', 'White', '1');
    await addButton().click();
    await page.locator(`[data-testid="add-to-cart"][data-state="added"]`).waitFor({ timeout: 10_000 });
    await addButton().click();
    await page.locator(`[data-testid="add-to-cart"][data-state="idle"]`).waitFor({ timeout: 10_000 });
    expect(await pillCount()).toBe('1');
    expect(pageErrors).toEqual([]);
  });

  it('shows a refused add under "Unable to Add Item" in the server\'s words, once the button is idle again 1 s later', async () => {
    await openHydrated('/shop/p/linen-shirt');
    // A stale crumb (the session's changed since the page loaded): the cart refuses with crumbFail (spec §8).
    await page.route('**/api/commerce/shopping-cart/entries', (route) => route.continue({ headers: { ...route.request().headers(), [CSRF_HEADER]: 'stale-crumb' } }));
    await chooseShirt('M', 'Blue', '1');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/commerce/shopping-cart/entries'));
    await addButton().click();
    expect((await answer).status()).toBe(403);
    const answered = Date.now();
    expect(await addButton().textContent()).toBe(ADD_TO_CART_BUTTON.adding);

    await page.getByTestId('cart-alert').waitFor({ timeout: 5_000 });
    // Seen from the test process, which hears of the answer a little after the page does.
    expect(Date.now() - answered).toBeGreaterThanOrEqual(ADD_TO_CART_TIMINGS.idleAfterFailureMs - 100);
    expect(await addButton().getAttribute('data-state')).toBe('idle');
    expect(await page.getByTestId('cart-alert').locator('h2').textContent()).toBe(CART_MESSAGES.unableToAddItem);
    expect(await page.getByTestId('cart-alert-message').textContent()).toBe(sessionExpiredMessage(true));
    expect(await page.getByTestId('cart-pill').count()).toBe(0);
    expect(pageErrors).toEqual([expect.stringMatching(/^403 .*\/api\/commerce\/shopping-cart\/entries$/)]);
  });

  it('checks options and quantity before calling, in an alert lightbox that holds focus and closes on Esc', async () => {
    const trackingCalls = recordTrackingCalls(page);
    await openHydrated('/shop/p/linen-shirt');
    // Spec §7 census: the add button reports being shown, and each click.
    const [render] = await callsTo(trackingCalls, TRACKING_ENDPOINTS.buttonRender, 1);
    expect(new URLSearchParams(render?.body).get('buttonText')).toBe(ADD_TO_CART_BUTTON.defaultText);
    expect(await render?.status).toBe(202);
    const cartCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/commerce/shopping-cart')) cartCalls.push(request.url());
    });
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await addButton().focus();
    await addButton().press('Enter');

    const alert = page.getByTestId('cart-alert');
    await alert.waitFor({ timeout: 5_000 });
    const [click] = await callsTo(trackingCalls, TRACKING_ENDPOINTS.buttonClick, 1);
    expect(new URLSearchParams(click?.body).get('itemId')).toMatch(/.+/);
    expect(await alert.getAttribute('role')).toBe('alertdialog');
    expect(await alert.locator('h2').textContent()).toBe(CART_MESSAGES.unableToAddItem);
    expect(await page.getByTestId('cart-alert-message').textContent()).toBe(missingOptionsMessage(['Size', 'Color']));
    const focusInAlert = () => page.evaluate(() => document.querySelector('[data-testid="cart-alert"]')?.contains(document.activeElement) ?? false);
    expect(await focusInAlert()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusInAlert()).toBe(true);

    await page.keyboard.press('Escape');
    await alert.waitFor({ state: 'detached', timeout: 5_000 });
    await focusReturnsTo(page, 'add-to-cart');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await chooseShirt('M', 'White', '1.5');
    await addButton().click();
    expect(await page.getByTestId('cart-alert-message').textContent()).toBe(ADD_TO_CART_MESSAGES.quantityNotWhole);
    await page.getByTestId('cart-alert-close').click();

    await chooseShirt('L', 'Blue', '13');
    await addButton().click();
    expect(await page.getByTestId('cart-alert-message').textContent()).toBe(ADD_TO_CART_MESSAGES.notEnoughStock);
    expect(cartCalls).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});

describe('other products\' buttons', () => {
  it('uses the product\'s own button text, and titles a gift card\'s failure "Unable to purchase Gift Card"', async () => {
    await openHydrated('/shop/p/notebook');
    expect(await addButton().textContent()).toBe('Add Notebook');

    await openHydrated('/shop/p/gift-card');
    await addButton().click();
    const alert = page.getByTestId('cart-alert');
    await alert.waitFor({ timeout: 5_000 });
    expect(await alert.locator('h2').textContent()).toBe(CART_MESSAGES.unableToPurchaseGiftCard);
    expect(await page.getByTestId('cart-alert-message').textContent()).toBe(ADD_TO_CART_MESSAGES.giftCardDenominationMissing);
    await page.getByTestId('cart-alert-close').click();

    // Spec §2: with a denomination chosen, the purchase goes to the gift card page, which puts it in the cart.
    await page.getByTestId('variant-select-Amount').selectOption('$50');
    await addButton().click();
    await page.waitForURL(/\/gift-card\?itemId=[^&]+&sku=GIFT-5000$/);
    await page.getByTestId('purchase-gift-card').click();
    await page.waitForURL(`${storefrontUrl()}/checkout`);
    await page.getByTestId('checkout-line').filter({ hasText: 'Gift Card' }).waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });
});

describe('express checkout', () => {
  it('once the owner turns it on, titles a failed add "Unable to Purchase Item" and takes a successful one to the checkout page', async () => {
    const before = await ownerCall('GET', STORE_SETTINGS);
    expect(before.expressCheckout).toBe(false);
    await ownerCall('PUT', STORE_SETTINGS, { ...before, expressCheckout: true });
    try {
      await projectedProductPage('/shop/p/linen-shirt', (data) => data.storeSettings.expressCheckout);
      await openHydrated('/shop/p/linen-shirt');
      await addButton().click();
      const alert = page.getByTestId('cart-alert');
      await alert.waitFor({ timeout: 5_000 });
      expect(await alert.locator('h2').textContent()).toBe(CART_MESSAGES.unableToPurchaseItem);
      expect(await page.getByTestId('cart-alert-message').textContent()).toBe(missingOptionsMessage(['Size', 'Color']));
      await page.getByTestId('cart-alert-close').click();

      await chooseShirt('S', 'White', '1');
      await addButton().click();
      await page.waitForURL(`${storefrontUrl()}/checkout`, { timeout: 10_000 });
      await page.getByTestId('checkout-line').filter({ hasText: 'Linen Shirt' }).waitFor({ timeout: 10_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await ownerCall('PUT', STORE_SETTINGS, before);
    }
    await projectedProductPage('/shop/p/linen-shirt', (data) => !data.storeSettings.expressCheckout);
  });
});

describe('a product with an additional-fields form', () => {
  it('asks for the answers in the lightbox before adding, checks them, and the cart keeps them', async () => {
    // The owner's own form and a product naming it, in a store of their own: the product page
    // carries the form's definition from the forms context.
    const stamp = Date.now();
    const form = await ownerCall('POST', '/api/rest/forms', {
      blockType: BlockType.FORM,
      name: 'Monogram',
      fields: [
        { id: 'monogram', type: 'text', title: 'Monogram', required: true },
        { id: 'email', type: 'email', title: 'Email' },
      ],
    });
    const store = await ownerCall('POST', PRODUCTS, { title: `Monogram shop ${stamp}`, navigationTitle: '', urlId: `monogram-shop-${stamp}`, description: '', enabled: true });
    await ownerCall('POST', `${PRODUCTS}/${String(store.id)}/items`, {
      title: 'Monogram Tote',
      urlId: 'monogram-tote',
      productType: ProductType.PHYSICAL,
      additionalFieldsFormId: form.formId,
      variantOptionOrdering: ['Color'],
      variants: [{ sku: `MONO-${stamp}`, priceCents: 3200, qtyInStock: 5, optionValues: [{ optionName: 'Color', value: 'Black' }] }],
    });
    const productPath = `/monogram-shop-${stamp}/p/monogram-tote`;
    const product = await projectedProductPage(productPath, (page) => page.product.additionalFieldsForm !== null);
    expect(product.product.additionalFieldsForm).toEqual({
      id: form.formId,
      name: 'Monogram',
      fields: [
        { id: 'monogram', type: 'text', title: 'Monogram', required: true, description: '', placeholder: '', options: [] },
        { id: 'email', type: 'email', title: 'Email', required: false, description: '', placeholder: '', options: [] },
      ],
    });
    await openHydrated(productPath);
    await page.getByTestId('variant-select-Color').selectOption('Black');
    await addButton().click();

    const dialog = page.getByTestId('additional-fields');
    await dialog.waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-monogram');
    await page.getByTestId('field-email').fill('not-an-email');
    await page.getByTestId('additional-fields-submit').click();
    expect(await page.getByTestId('additional-fields-problem').textContent()).toBe(FORM_VALIDATION_MESSAGES.someFieldsInvalid);
    expect(await page.getByTestId('field-error-monogram').textContent()).toBe(FORM_VALIDATION_MESSAGES.required);
    expect(await page.getByTestId('field-error-email').textContent()).toBe(FORM_VALIDATION_MESSAGES.emailInvalid);
    await expectNoAxeViolations(page);

    await page.getByTestId('field-monogram').fill('AB');
    await page.getByTestId('field-email').fill('');
    await page.getByTestId('additional-fields-submit').click();
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
    expect(await pillCount()).toBe('1');

    await openHydrated('/cart');
    await page.getByTestId('cart-entry-fields').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-entry-fields').textContent()).toContain('MonogramAB');
    expect(pageErrors).toEqual([]);
  });
});

describe('quick view on the collection page', () => {
  it('opens the product in the lightbox, records the quick view, adds from there and closes on Esc', async () => {
    await openHydrated('/shop');
    const card = page.getByTestId('product-card').filter({ hasText: 'Canvas Tote' });
    const quickViewCall = page.waitForRequest((request) => request.url().includes('/api/census/RecordQuickView/'));
    await card.getByTestId('quick-view').click();
    const dialog = page.getByTestId('quick-view-dialog');
    await dialog.waitFor({ timeout: 5_000 });
    expect(await (await (await quickViewCall).response())?.status()).toBe(202);
    expect(await dialog.locator('h2').textContent()).toBe('Canvas Tote');

    await dialog.getByTestId('variant-select-Color').selectOption('Natural');
    await dialog.getByTestId('add-to-cart').click();
    await dialog.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
    expect(await pillCount()).toBe('1');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await focusReturnsTo(page, 'quick-view');
    expect(pageErrors).toEqual([]);
  });
});

describe('the /cart page', () => {
  it('reads the cart at page start once there is one, changes a quantity and removes the entry', async () => {
    await openHydrated('/shop/p/linen-shirt');
    await chooseShirt('M', 'Blue', '1');
    await addButton().click();
    await page.locator(`[data-testid="add-to-cart"][data-state="added"]`).waitFor({ timeout: 10_000 });

    await page.getByTestId('cart-pill').click();
    await page.waitForURL(/\/cart$/);
    const entry = page.getByTestId('cart-entry');
    await entry.waitFor({ timeout: 10_000 });
    expect(await entry.getByTestId('cart-entry-title').textContent()).toBe('Linen Shirt');
    expect(await entry.getByTestId('cart-entry-variant').textContent()).toBe('Size: M, Color: Blue');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(usd(4500));

    // A fresh page load: the cart cookie makes the pill read the cart at start.
    await openHydrated('/cart');
    expect(await pillCount()).toBe('1');

    await page.getByTestId('cart-entry-quantity').fill('3');
    await page.getByTestId('cart-entry-quantity').press('Enter');
    await page.locator('[data-testid="cart-pill-count"]', { hasText: '3' }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(usd(13500));
    expect(await page.getByTestId('cart-entry-subtotal').textContent()).toBe(usd(13500));

    await page.getByTestId('cart-entry-quantity').fill('1.5');
    await page.getByTestId('cart-entry-quantity').press('Enter');
    expect(await page.getByTestId('cart-entry-failure').textContent()).toBe(`${CART_MESSAGES.unableToUpdateQuantity} ${ADD_TO_CART_MESSAGES.quantityNotWhole}`);
    expect(await page.getByTestId('cart-entry-quantity').inputValue()).toBe('3');

    // Offline: the removal cannot reach the cart, and the page says where to look.
    await page.context().setOffline(true);
    await page.getByTestId('cart-entry-remove').click();
    await page.locator('[data-testid="cart-entry-failure"]', { hasText: CART_MESSAGES.unableToRemoveItem }).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-entry-failure').textContent()).toBe(`${CART_MESSAGES.unableToRemoveItem} ${CART_MESSAGES.checkInternetConnection}`);
    await page.context().setOffline(false);

    await page.getByTestId('cart-entry-remove').click();
    await page.getByTestId('cart-entry').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await page.getByTestId('cart-pill').count()).toBe(0);
    expect(await page.getByTestId('cart-indicator').getAttribute('data-empty')).toBe('true');
    expect(await page.getByTestId('checkout-button').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('edits an entry\'s additional fields in the lightbox: focus inside, Esc closes and gives focus back, Update saves', async () => {
    await openHydrated('/shop');
    const crumb = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE_NAMES.crumb)?.value ?? '';
    const product = (await (await page.request.get(`${storefrontUrl()}/api/storefront/products/shop/canvas-tote`)).json()) as { product: { id: string } };
    const added = await page.request.post(`${storefrontUrl()}/api/commerce/shopping-cart/entries`, {
      headers: { [CSRF_HEADER]: crumb },
      data: { itemId: product.product.id, sku: 'TOTE-BLACK', quantity: 1, additionalFields: JSON.stringify({ Monogram: 'AB' }) },
    });
    expect(added.status()).toBeLessThan(300);

    await openHydrated('/cart');
    await page.getByTestId('cart-entry-fields').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-entry-fields').textContent()).toBe('MonogramAB');

    await page.getByTestId('cart-entry-edit').click();
    const dialog = page.getByTestId('additional-fields');
    await dialog.waitFor({ timeout: 5_000 });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('field-Monogram');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('[data-testid="additional-fields"]')?.contains(document.activeElement) ?? false)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 5_000 });
    await focusReturnsTo(page, 'cart-entry-edit');

    await page.getByTestId('cart-entry-edit').click();
    await page.getByTestId('field-Monogram').fill('XY');
    await page.getByTestId('additional-fields-submit').click();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('[data-testid="cart-entry-fields"]', { hasText: 'XY' }).waitFor({ timeout: 10_000 });
    expect(pageErrors).toEqual([]);
  });
});

describe('the JPY site', () => {
  it('shows yen without decimals in the indicator and on /cart', async () => {
    const url = new URL(storefrontUrl());
    url.hostname = 'jpy.localhost';
    await openHydrated('/shop/p/iron-teapot', url.origin);
    await addButton().click();
    await page.locator(`[data-testid="add-to-cart"][data-state="added"]`).waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-indicator-subtotal').textContent()).toBe('1,234,500 JPY');
    await openHydrated('/cart', url.origin);
    await page.getByTestId('cart-entry').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe('1,234,500 JPY');
    expect(pageErrors).toEqual([]);
  });
});

describe('the cart lightboxes (axe)', () => {
  it('finds no violation in the quick view, nor in the additional-fields form', async () => {
    await openHydrated('/shop');
    await page.getByTestId('product-card').filter({ hasText: 'Canvas Tote' }).getByTestId('quick-view').click();
    await page.getByTestId('quick-view-dialog').waitFor({ timeout: 5_000 });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // An entry with answers, whose form the /cart page opens in the lightbox.
    const crumb = (await page.context().cookies()).find((cookie) => cookie.name === COOKIE_NAMES.crumb)?.value ?? '';
    const tote = (await (await page.request.get(`${storefrontUrl()}/api/storefront/products/shop/canvas-tote`)).json()) as { product: { id: string } };
    const entry = { itemId: tote.product.id, sku: 'TOTE-NATURAL', quantity: 1, additionalFields: JSON.stringify({ Gift: 'yes' }) };
    expect((await page.request.post(`${storefrontUrl()}/api/commerce/shopping-cart/entries`, { headers: { [CSRF_HEADER]: crumb }, data: entry })).status()).toBeLessThan(300);
    await openHydrated('/cart');
    await page.getByTestId('cart-entry-edit').first().click();
    await page.getByTestId('additional-fields').waitFor({ timeout: 5_000 });
    await expectNoAxeViolations(page);
  });
});
