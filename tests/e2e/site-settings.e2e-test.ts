import { eventually } from '@mercato/testing';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole } from './support/owner';

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
