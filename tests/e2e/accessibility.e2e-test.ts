import { DEMO_OWNER } from '@mercato/sites/seed';
import { type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';

/** axe-core finds no violation on any kind of storefront page, nor on the console's pages (issue 17). */
const fresh = freshPagePerTest();
let page: Page;

beforeEach(() => {
  ({ page } = fresh);
});

const open = (path: string, expectedStatus = 200) => openHydrated(page, `${storefrontUrl()}${path}`, expectedStatus);

describe('storefront accessibility', () => {
  it('home, collection in both views, a product and the 404 page', async () => {
    for (const path of ['/', '/shop', '/shop?view=list', '/shop/p/linen-shirt', '/shop/p/vintage-lamp']) {
      await open(path);
      await expectNoAxeViolations(page);
    }
    await open('/no-such-page', 404);
    await expectNoAxeViolations(page);
  });

  it('the cart, empty and with an entry', async () => {
    await open('/cart');
    await expectNoAxeViolations(page);

    await open('/shop/p/linen-shirt');
    await page.getByTestId('variant-select-Size').selectOption('M');
    await page.getByTestId('variant-select-Color').selectOption('Blue');
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
    await open('/cart');
    await page.getByTestId('cart-entry').waitFor({ timeout: 10_000 });
    await expectNoAxeViolations(page);
  });

  it('a form page, also while it shows its errors', async () => {
    await open('/');
    const formPath = await page.getByTestId('main-navigation').getByRole('link', { name: 'Contact', exact: true }).getAttribute('href');
    await open(formPath ?? '/form/missing');
    await expectNoAxeViolations(page);
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-banner-above').waitFor();
    await expectNoAxeViolations(page);
  });
});

describe('console accessibility', () => {
  it("the login page, the site list, a site, store set-up, a store's products, a new and an existing product, store settings", async () => {
    await page.goto(`${storefrontUrl()}/config`);
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password').fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('site-list').waitFor();
    await expectNoAxeViolations(page);

    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    const navigation = page.getByRole('navigation', { name: 'Mercato Demo Store' });
    await page.getByTestId('store-list').getByRole('link', { name: 'Shop', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Set up a store' }).click();
    await page.getByRole('button', { name: 'Create store' }).waitFor();
    await expectNoAxeViolations(page);

    await navigation.getByRole('link', { name: 'Stores and products' }).click();
    await page.getByTestId('store-list').getByRole('link', { name: 'Shop', exact: true }).click();
    await page.getByTestId('product-table').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByRole('button', { name: 'Create product' }).waitFor();
    await expectNoAxeViolations(page);

    await page.goBack();
    await page.getByTestId('product-row').first().getByRole('link').click();
    await page.getByTestId('product-title').waitFor();
    await page.locator('[data-testid="variant"]').first().waitFor();
    await expectNoAxeViolations(page);

    await navigation.getByRole('link', { name: 'Store settings' }).click();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});
