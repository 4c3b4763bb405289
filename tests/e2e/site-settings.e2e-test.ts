import { eventually } from '@mercato/testing';
import { SOCIAL_PIXEL_SCRIPT_URL } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole } from './support/owner';
import { expectNoAxeViolations } from './support/axe';

/**
 * The owner console's site settings pages (issue 14 part 6) in Chromium against the demo app: the
 * demo owner (admin of the demo store) changes the footer and the storefront's shell shows it.
 */
const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const consoleErrors = () => pageErrors.filter((error) => !/^401 \S+\/api\/auth\/session$/.test(error));

async function openDemoStoreConsole(): Promise<void> {
  await openConsole(page);
  await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
}

async function saveFooter(text: string): Promise<void> {
  await page.getByLabel('Footer text').fill(text);
  await page.getByRole('button', { name: 'Save header and footer' }).click();
  await page.getByText('Header and footer saved.').waitFor();
}

describe('site settings in the owner console', () => {
  it('changes the footer, and the storefront shows it', async () => {
    await openDemoStoreConsole();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Header and footer' }).click();
    const before = await page.getByLabel('Footer text').inputValue();
    await saveFooter('© Mercato Demo Store, knitted with care');

    // The storefront's shell reads the site read model, a moment behind the save.
    await eventually(async () => {
      await openHydrated(page, `${storefrontUrl()}/`);
      expect(await page.getByTestId('site-footer').textContent()).toBe('© Mercato Demo Store, knitted with care');
    });

    // The demo store as the other specs expect it (still logged in: a deep link opens the page).
    await page.goto(`${storefrontUrl()}/config/demo-site/header-footer`);
    await saveFooter(before);
    expect(consoleErrors()).toEqual([]);
  });

  it('shows the languages and a namespace of commerce preferences to the admin', async () => {
    await openDemoStoreConsole();
    const navigation = page.getByRole('navigation', { name: 'Mercato Demo Store' });
    await navigation.getByRole('link', { name: 'Languages' }).click();
    expect(await page.getByTestId('multilingual-status').textContent()).toMatch(/^Not multilingual: pages are in /);
    await navigation.getByRole('link', { name: 'Commerce preferences' }).click();
    await page.getByLabel('New key').fill('giftWrap');
    await page.getByRole('button', { name: 'Add the key' }).click();
    await page.getByLabel('giftWrap').fill('yes');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Preferences saved.').waitFor();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await page.getByText('Nothing changed.').waitFor();
    expect(consoleErrors()).toEqual([]);
  });
});

describe('instalments and the social pixel per site (issue 12)', () => {
  const PIXEL_ID = '5550001111';
  // The e2e app's deployment defaults for the demo site (global setup: INSTALMENTS_AVAILABLE, SOCIAL_PIXEL_IDS).
  const DEFAULT_PIXEL_ID = '1234567890';

  async function saveIntegrations(instalments: boolean, pixelId: string): Promise<void> {
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Store settings' }).click();
    const form = page.getByTestId('storefront-integrations-form');
    await form.getByLabel('Offer instalments on product pages').setChecked(instalments);
    await form.getByLabel('Social pixel id').fill(pixelId);
    await form.getByRole('button', { name: 'Save instalments and pixel' }).click();
    await form.getByText('Instalments and pixel saved.').waitFor();
  }

  /** The beanie's page as a visitor sees it: the pixel's queued calls and the instalment offer the page was given. */
  async function visitBeanie(): Promise<{ pixelInit: unknown[] | undefined; offered: boolean }> {
    await page.route(SOCIAL_PIXEL_SCRIPT_URL, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* pixel stand-in */' }));
    const offer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/storefront/instalments');
    await openHydrated(page, `${storefrontUrl()}/shop/p/wool-beanie`);
    const offered = ((await (await offer).json()) as { afterPayAvailable: boolean }).afterPayAvailable;
    await page.waitForFunction(() => Array.isArray((window as unknown as { fbq?: { queue?: unknown[] } }).fbq?.queue));
    const calls = await page.evaluate(() => (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue);
    return { pixelInit: calls.find((call) => call[0] === 'init'), offered };
  }

  it('lets the owner turn instalments off and change the pixel, and the storefront follows; back on, the badge returns', async () => {
    await openDemoStoreConsole();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Store settings' }).click();
    // Until the owner chooses, the site runs on the deployment's defaults.
    const form = page.getByTestId('storefront-integrations-form');
    expect(await form.getByLabel('Offer instalments on product pages').isChecked()).toBe(true);
    expect(await form.getByLabel('Social pixel id').inputValue()).toBe(DEFAULT_PIXEL_ID);
    await form.getByLabel('Social pixel id').fill('pixel-1');
    await form.getByRole('button', { name: 'Save instalments and pixel' }).click();
    await form.getByText('A social pixel id is 1 to 20 digits, or null for no pixel.').waitFor();

    try {
      await saveIntegrations(false, PIXEL_ID);
      const changed = await visitBeanie();
      expect(changed).toEqual({ pixelInit: ['init', PIXEL_ID], offered: false });
      expect(await page.getByTestId('instalment-badge').count()).toBe(0);
    } finally {
      // The demo store as the other specs expect it: instalments on, the default pixel.
      await page.goto(`${storefrontUrl()}/config/demo-site/settings`);
      await saveIntegrations(true, DEFAULT_PIXEL_ID);
    }
    const restored = await visitBeanie();
    expect(restored).toEqual({ pixelInit: ['init', DEFAULT_PIXEL_ID], offered: true });
    await page.getByTestId('instalment-badge').waitFor();
    // The one refusal is the bad pixel id above.
    expect(consoleErrors().map((error) => error.replace(/http:\/\/[^/]+/, ''))).toEqual(['400 /api/storefront-integrations']);
  });
});

describe('site settings pages (axe)', () => {
  it('finds no violation on the header and footer, languages and commerce preferences pages', async () => {
    await openConsole(page, '/demo-site/header-footer');
    await page.getByLabel('Footer text').waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${storefrontUrl()}/config/demo-site/languages`);
    await page.getByTestId('multilingual-status').waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${storefrontUrl()}/config/demo-site/preferences`);
    await page.getByLabel('New key').waitFor();
    await expectNoAxeViolations(page);
  });
});
