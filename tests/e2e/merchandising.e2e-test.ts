import { DEFAULT_INSTALMENT_COUNT, INSTALMENT_MESSAGES, SOCIAL_PIXEL_EVENTS, SOCIAL_PIXEL_SCRIPT_URL, formatMoney, instalmentAmountCents } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';

// The demo's Wool Beanie (40.00 USD): Red (3 in stock, an image of its own) and Green (sold out),
// with scarcity text shown by default and a custom sold-out text. The e2e app offers instalments
// (INSTALMENTS_AVAILABLE) and gives the demo site a pixel id (SOCIAL_PIXEL_IDS).
const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(async () => {
  ({ page, pageErrors } = fresh);
  // The pixel's script is a third party's: a local stand-in that leaves the page's calls in the queue.
  await page.route(SOCIAL_PIXEL_SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* pixel stand-in */' }));
  await openHydrated(page, `${storefrontUrl()}/shop/p/wool-beanie`);
});

describe('merchandising on the product page (spec §2 point 1, §3)', () => {
  it('shows the scarcity text before a choice (no axe violations with the badge), and the custom sold-out text once the sold-out variant is chosen', async () => {
    expect(await page.getByTestId('scarcity-text').textContent()).toBe('Only a few left');
    await page.getByTestId('instalment-badge').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('variant-select-Color').selectOption('Green');
    expect(await page.getByTestId('variant-availability').textContent()).toBe('Knitting more: back soon');
    expect(await page.getByTestId('scarcity-text').count()).toBe(0);
    expect(await page.getByTestId('restock-box').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it("swaps the chosen variant's own image in for the shown one, and back", async () => {
    const shownAlts = () => page.locator('.product-images img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(await shownAlts()).toEqual(['Grey wool beanie']);
    await page.getByTestId('variant-select-Color').selectOption('Red');
    // The red beanie's own picture, uploaded by the demo seed, shown and loaded in the grey one's place.
    const variantImage = page.getByTestId('variant-image').locator('img');
    expect(await variantImage.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f-]{36}\/wool-beanie-red\.jpg$/);
    await page.waitForFunction((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0, await variantImage.elementHandle());
    expect(await shownAlts()).toEqual(['Wool Beanie, Red']);
    // Green has no image of its own: the product's comes back.
    await page.getByTestId('variant-select-Color').selectOption('Green');
    expect(await page.getByTestId('variant-image').count()).toBe(0);
    expect(await shownAlts()).toEqual(['Grey wool beanie']);
  });
});

describe('instalments (spec §2 point 5, §9)', () => {
  it('shows the amount per payment; the badge opens the dialog with the locale page, and Esc closes it', async () => {
    const amount = `${formatMoney(instalmentAmountCents(4000), 'USD')} USD`;
    expect(await page.getByTestId('instalment-badge-open').textContent()).toBe(INSTALMENT_MESSAGES.badge(DEFAULT_INSTALMENT_COUNT, amount));
    await page.getByTestId('instalment-badge-open').click();
    await page.getByTestId('instalment-dialog').waitFor();
    const info = page.frameLocator('[data-testid="instalment-info"]');
    expect(await info.locator('body').getAttribute('data-locale')).toBe('en_US');
    expect(await info.locator('h1').textContent()).toBe('Pay in instalments');
    await page.keyboard.press('Escape');
    await page.getByTestId('instalment-dialog').waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it('closes the dialog by its close button and by a click outside it (no axe violations while open), opened from the info button', async () => {
    await page.getByTestId('instalment-info-button').click();
    await page.getByTestId('instalment-dialog-close').click();
    await page.getByTestId('instalment-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('instalment-info-button').click();
    await page.getByTestId('instalment-dialog').waitFor();
    await expectNoAxeViolations(page);
    await page.mouse.click(3, 3);
    await page.getByTestId('instalment-dialog').waitFor({ state: 'detached' });
  });
});

describe('social pixel (spec §7 other behaviour)', () => {
  const pixelCalls = () => page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);

  it('initialises the site pixel, tracks the product view, and tracks add to cart with the item', async () => {
    await page.getByTestId('variant-select-Color').selectOption('Red');
    await page.getByTestId('add-to-cart').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="add-to-cart"]')?.textContent === 'Added!');
    const calls = await pixelCalls();
    const itemId = (calls.find((call) => call[1] === SOCIAL_PIXEL_EVENTS.viewProduct)?.[2] as { content_ids: string[] }).content_ids[0];
    expect(calls).toEqual([
      ['init', '1234567890'],
      ['track', SOCIAL_PIXEL_EVENTS.viewProduct, { content_ids: [itemId], content_name: 'Wool Beanie', content_type: 'product' }],
      ['track', SOCIAL_PIXEL_EVENTS.addToCart, { content_ids: [itemId], content_type: 'product', contents: ['BEANIE-RED'], num_items: 1, value: 40, currency: 'USD' }],
    ]);
  });
});
