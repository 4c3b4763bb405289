import { formatMoney } from '@mercato/spec';
import { DEMO_OWNER } from '@mercato/sites/seed';
import { eventually } from '@mercato/testing';
import { rawHeader } from '@mercato/testing/smtp';
import { type Locator, type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { mailTo } from './support/mail';
import { openConsole } from './support/owner';

/**
 * The owner console at /config (web/console) in Chromium, against the demo app: login, the site
 * picker and role-aware navigation, store set-up (spec §4), a product with options, and the
 * storefront showing what the owner made.
 */
const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const usd = (cents: number) => `${formatMoney(cents, 'USD')} USD`;

/** The page's errors but the console's first question, "who is logged in?", which a visitor answers 401. */
const consoleErrors = () => pageErrors.filter((error) => !/^401 \S+\/api\/auth\/session$/.test(error));

async function logIn(password: string = DEMO_OWNER.password): Promise<void> {
  await page.goto(`${storefrontUrl()}/config`);
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The fieldset or section of one variant, by its legend or SKU. */
const variantFields = (name: string): Locator => page.locator('fieldset.variant', { has: page.locator('legend', { hasText: name }) });

describe('owner console', () => {
  it("shows the server's message by the login form for a wrong password, and nothing of the console", async () => {
    await logIn('not the password');
    expect(await page.getByTestId('form-error').textContent()).toBe('Invalid email or password.');
    expect(await page.getByTestId('site-list').count()).toBe(0);
  });

  it('lists the sites the owner holds a role on, with navigation by role, and logs out', async () => {
    await logIn();
    const sites = page.getByTestId('site-list');
    await sites.waitFor();
    expect(await sites.getByRole('link').allTextContents()).toEqual(['Mercato Demo Store', 'Tokyo Tea House']);

    // Store manager on the tea house: its catalog and store settings (README's role table).
    await sites.getByRole('link', { name: 'Tokyo Tea House' }).click();
    const navigation = page.getByRole('navigation', { name: 'Tokyo Tea House' });
    await navigation.getByRole('link', { name: 'Stores and products' }).waitFor();
    // This address serves the demo store: the tea house's navigation and settings are changed at its own address.
    expect(await page.getByTestId('elsewhere-note').getByRole('link').getAttribute('href')).toMatch(/^http:\/\/jpy\.localhost:\d+\/config\/tokyo-tea-house$/);
    await navigation.getByRole('link', { name: 'Store settings' }).click();
    await page.getByText(/^Store settings are changed from/).waitFor();

    await navigation.getByRole('link', { name: 'All sites' }).click();
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Store settings' }).waitFor();
    // A deep link under /config opens the same page.
    await page.goto(`${storefrontUrl()}/config/demo-site`);
    await page.getByTestId('store-list').getByRole('link', { name: 'Shop', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    expect(consoleErrors()).toEqual([]);
  });

  it('sets up a store and a product with options; the storefront shows both', async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('link', { name: 'Set up a store' }).click();

    await page.getByLabel('Store title').fill('Garden Tools');
    const preview = (await page.getByTestId('url-id-preview').textContent()) ?? '';
    expect(preview).toMatch(/^\/garden-tools(-\d+)?$/);
    expect(await page.getByLabel('Place it first in the main navigation').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create store' }).click();
    // The URL id rule's result, as the server chose it.
    const storePath = (await page.getByTestId('store-url-id').textContent()) ?? '';
    expect(storePath).toBe(preview);

    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByLabel('Title').fill('Hori Hori Knife');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 1 name').fill('Blade');
    await page.getByLabel('Option 1 values').fill('Straight, Serrated');
    await variantFields('Straight').getByLabel('Price', { exact: true }).fill('34');
    await variantFields('Straight').getByLabel('Stock', { exact: true }).fill('5');
    await variantFields('Serrated').getByLabel('Price', { exact: true }).fill('36.50');
    await variantFields('Serrated').getByLabel('Sale price').fill('29');
    await variantFields('Serrated').getByLabel('On sale').check();
    await variantFields('Serrated').getByLabel('Unlimited stock').check();
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByTestId('product-title').waitFor();
    expect(await page.getByTestId('product-title').textContent()).toBe('Hori Hori Knife');
    const straight = page.locator('[data-testid="variant"][data-sku="HORI-HORI-KNIFE-STRAIGHT"]');
    expect(await straight.getByTestId('variant-stock').textContent()).toBe('5');

    // Adjust by -2, then set to 12: the page shows each once the read model has it.
    await straight.getByLabel('Change by').fill('-2');
    await straight.getByRole('button', { name: 'Adjust stock' }).click();
    await straight.getByText('Stock adjusted.').waitFor();
    expect(await straight.getByTestId('variant-stock').textContent()).toBe('3');
    await straight.getByLabel('In stock').fill('12');
    await straight.getByRole('button', { name: 'Set stock' }).click();
    await straight.getByText('Stock set.').waitFor();
    expect(await straight.getByTestId('variant-stock').textContent()).toBe('12');
    // Put the straight blade on sale below the serrated one: the storefront's "from" price follows.
    await straight.getByLabel('Sale price').fill('25');
    await straight.getByLabel('On sale').check();
    await straight.getByRole('button', { name: 'Save price' }).click();
    await straight.getByText('Price saved.').waitFor();
    expect(await straight.getByTestId('variant-summary').textContent()).toBe(`${usd(3400)}, on sale for ${usd(2500)} · stock 12`);
    expect(consoleErrors()).toEqual([]);

    await page.getByTestId('storefront-link').click();
    await page.waitForURL(`${storefrontUrl()}${storePath}/p/hori-hori-knife`);
    await page.waitForSelector('html[data-hydrated="true"]');
    expect(await page.getByTestId('product-title').textContent()).toBe('Hori Hori Knife');
    expect(await page.getByTestId('product-price').textContent()).toBe(`from ${usd(2500)}`);

    // Placed first in the main navigation, before the demo's own store.
    await openHydrated(page, `${storefrontUrl()}/`);
    const links = await page.locator('.site-header nav a').allTextContents();
    expect(links[0]).toBe('Garden Tools');
  });

  it('saves a changed store setting, nothing when nothing changed, and shows the saved value after a reload', async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Store settings' }).click();
    const subtotal = page.getByLabel('Minimum order subtotal (USD)');
    await subtotal.waitFor();
    const before = await subtotal.inputValue();
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/v1/commerce-preferences/store-settings')) saves.push(request.postData() ?? '');
    });

    // Spec §4 "Preferences": saved only when a value differs from the cached one.
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Nothing changed.').waitFor();
    expect(saves).toEqual([]);
    await subtotal.fill('25');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    expect(saves.map((body) => (JSON.parse(body) as { minimumOrderSubtotalCents: number }).minimumOrderSubtotalCents)).toEqual([2500]);
    await page.reload();
    await subtotal.waitFor();
    expect(await subtotal.inputValue()).toBe('25.00');

    // Put it back: the other e2e specs shop on this site.
    await subtotal.fill(before);
    const restored = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().endsWith('/api/v1/commerce-preferences/store-settings'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    expect((await restored).status()).toBe(200);
    expect(consoleErrors()).toEqual([]);
  });

  it('shows a visitor’s restock sign-up to the owner, who restocks and sends it: the mail arrives with working links', async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    // A sold-out product of this test's own (the restock specs keep the demo's lamp sold out).
    const catalog = `${storefrontUrl()}/api/content-service/product/1.1/websites/demo-site/products`;
    const { collections } = (await (await page.request.get(catalog)).json()) as { collections: Array<{ id: string; urlId: string }> };
    const shop = collections.find((collection) => collection.urlId === 'shop')!;
    const sku = `VASE-${Date.now()}`;
    const title = `Glass Vase ${sku}`;
    const created = await page.request.post(`${catalog}/${shop.id}/items`, { data: { title, productType: 1, variants: [{ sku, priceCents: 3500, qtyInStock: 0 }] } });
    expect(created.status()).toBe(201);
    const { id: itemId, urlId, variantIds } = (await created.json()) as { id: string; urlId: string; variantIds: string[] };

    const visitor = `restock-${Date.now()}@example.com`;
    const shopper = await page.context().browser()!.newPage();
    // The storefront shows the product once the catalog's read model has it.
    await eventually(async () => expect((await shopper.goto(`${storefrontUrl()}/shop/p/${urlId}`))?.status()).toBe(200));
    await shopper.waitForSelector('html[data-hydrated="true"]');
    await shopper.getByTestId('restock-email').fill(visitor);
    await shopper.getByTestId('restock-submit').click();
    await shopper.getByTestId('restock-success').waitFor();
    await shopper.close();

    // The owner restocks two units from the product page.
    await page.goto(`${storefrontUrl()}/config/demo-site/stores/${shop.id}/products/${itemId}`);
    const variant = page.locator(`section[data-sku="${sku}"]`);
    await variant.getByLabel('In stock').fill('2');
    await variant.getByRole('button', { name: 'Set stock' }).click();
    await variant.getByText('Stock set.').waitFor();

    // The owner's own English subject; a template that does not compile is refused with the engine's error.
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Restock sign-ups' }).click();
    await page.getByRole('link', { name: 'Mail templates' }).click();
    const english = page.locator('[data-testid="restock-template"][data-language="en"]');
    await english.getByLabel('Subject').fill('{.section product}');
    await english.getByRole('button', { name: 'Save templates' }).click();
    expect(await english.getByTestId('form-error').textContent()).toBe('The subject template does not compile: SyntaxError: Reached EOF in the middle of SECTION');
    await english.getByLabel('Subject').fill('Good news: {product.title}');
    await english.getByRole('button', { name: 'Save templates' }).click();
    await english.getByText('Templates saved.').waitFor();

    await page.getByRole('link', { name: 'All restock sign-ups' }).click();
    const group = page.locator(`[data-testid="restock-group"][data-variant-id="${variantIds[0]}"]`);
    // One waits and two units are in stock: one mail, the server's count, said before sending (once restock has read the new stock).
    await eventually(async () => {
      await page.reload();
      await group.waitFor();
      expect(await group.getByTestId('restock-send').textContent()).toBe('Send to 1');
    });
    expect(await group.getByTestId('restock-pending').textContent()).toBe('1');
    await group.getByRole('link', { name: title }).click();
    await page.getByTestId('restock-sign-up').filter({ hasText: visitor }).waitFor();
    await page.getByTestId('restock-send').click();
    expect(await page.getByTestId('restock-send-result').textContent()).toBe('Sent 1, 0 waiting');

    const mail = await mailTo(visitor);
    expect(mail.subject).toBe(`Good news: ${title}`);
    // The outbox on the restock page follows the send by itself until nothing waits.
    await page.getByRole('link', { name: 'All restock sign-ups' }).click();
    const outbox = page.getByTestId('restock-outbox');
    await outbox.getByTestId('outbox-mail').filter({ hasText: visitor }).and(page.locator('[data-state="sent"]')).waitFor();
    expect(await outbox.getByTestId('outbox-progress').getAttribute('value')).toBe('100');
    expect(Number(await outbox.getByTestId('outbox-sent').textContent())).toBeGreaterThanOrEqual(1);
    // The Mail page lists the site's whole outbox: the notice among every kind of mail, with the counts per kind.
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Mail', exact: true }).click();
    const mailOutbox = page.getByTestId('mail-outbox');
    await mailOutbox.locator('[data-testid="outbox-mail"][data-source="restock"][data-state="sent"]').filter({ hasText: visitor }).waitFor();
    expect(Number(await mailOutbox.locator('[data-testid="mail-source"][data-source="restock"] [data-state="sent"]').textContent())).toBeGreaterThanOrEqual(1);
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const productUrl = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '';
    expect(productUrl).toBe(`${storefrontUrl()}/shop/p/${urlId}`);
    await openHydrated(page, productUrl);
    expect(await page.getByTestId('product-title').textContent()).toBe(title);
    // RFC 8058 one-click unsubscribe, as a mail client POSTs it.
    const unsubscribeUrl = /^<(.+)>$/.exec(rawHeader(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
    expect((await page.request.post(unsubscribeUrl, { form: { 'List-Unsubscribe': 'One-Click' } })).status()).toBe(200);
    // The one failed call is the refused template.
    expect(consoleErrors()).toEqual([expect.stringMatching(/^400 \S+\/restock\/templates\/en$/)]);
  });

  it("shows the server's message next to the field it refuses", async () => {
    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByTestId('store-list').getByRole('link').first().click();
    await page.getByRole('link', { name: 'Add a product' }).click();
    await page.getByLabel('Title').fill('Too Long A Sku');
    await variantFields('The product').getByLabel('SKU').fill('X'.repeat(101));
    await variantFields('The product').getByLabel('Price', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Create product' }).click();

    const skuError = page.locator('#field-variants-0-sku-error');
    await skuError.waitFor();
    expect(await skuError.textContent()).toMatch(/100 characters/);
    expect(await page.getByLabel('SKU').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('form-error').textContent()).toBe('One or more fields is invalid, please check your entries.');
  });
});
