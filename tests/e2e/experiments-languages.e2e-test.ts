import { eventually } from '@mercato/testing';
import { type Page } from 'playwright-core';
import { ANALYTICS_CONTEXT_ELEMENT_ID } from '@mercato/storefront/app/document-ids';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole, ownerCall } from './support/owner';

/**
 * Issue 14 part 5 in Chromium against the demo app (served on localhost: an internal host, where
 * spec §6 lets a query parameter pin an experiment's variant): the ACTIVE experiment the owner sets in
 * the console shows in the page's analytics context, an override changes it for the session until
 * `reset`; a site with
 * two languages shows a language switcher whose choice sets `<html lang>` and survives navigation.
 */
const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const reportedVariants = async (): Promise<unknown> =>
  (JSON.parse((await page.locator(`#${ANALYTICS_CONTEXT_ELEMENT_ID}`).textContent()) ?? 'null') as { experiments?: unknown }).experiments;
const htmlLang = () => page.evaluate(() => document.documentElement.lang);

describe('experiments on the storefront', () => {
  it('reports the ACTIVE variant the owner set in the console, and an override on an internal host changes it for the session until reset', async () => {
    await openConsole(page, '/demo-site/experiments');
    await page.getByRole('button', { name: 'Add an experiment' }).click();
    await page.getByLabel('Experiment 1 name').fill('hero');
    await page.getByLabel('Variant').fill('a');
    await page.getByRole('button', { name: 'Add an experiment' }).click();
    await page.getByLabel('Experiment 2 name').fill('checkout-button');
    await page.getByLabel('Variant').nth(1).fill('green');
    await page.getByLabel('Status').nth(1).selectOption('PAUSED');
    await page.getByRole('button', { name: 'Save experiments' }).click();
    await page.getByText('Experiments saved.').waitFor();
    try {
      await openHydrated(page, `${storefrontUrl()}/`);
      expect(await reportedVariants()).toEqual({ hero: 'a' });

      await openHydrated(page, `${storefrontUrl()}/?experiment.hero=b`);
      expect(await reportedVariants()).toEqual({ hero: 'b' });
      // The session keeps the pin on the next page load, without the parameter.
      await openHydrated(page, `${storefrontUrl()}/shop`);
      expect(await reportedVariants()).toEqual({ hero: 'b' });

      await openHydrated(page, `${storefrontUrl()}/shop?experiment.hero=reset`);
      expect(await reportedVariants()).toEqual({ hero: 'a' });
    } finally {
      await ownerCall('PUT', '/api/site-experiments', { experiments: [] });
    }
    // The console asks who is signed in before the owner cookie is read: that 401 is expected.
    expect(pageErrors.filter((error) => !/^401 \S+\/api\/auth\/session$/.test(error))).toEqual([]);
  });
});

describe('the language switcher', () => {
  it('switches <html lang> with the keyboard, and the choice persists across navigation', async () => {
    await openHydrated(page, `${storefrontUrl()}/`);
    expect(await page.getByRole('navigation', { name: 'Language' }).count()).toBe(0);

    await ownerCall('PUT', '/api/multilingual/languages', { languages: [{ code: 'en-US' }, { code: 'fr-FR' }] });
    try {
      // The shell's read model follows the languages a moment after the save.
      await eventually(async () => {
        await openHydrated(page, `${storefrontUrl()}/`);
        expect(await page.getByRole('navigation', { name: 'Language' }).count()).toBe(1);
      });
      expect(await htmlLang()).toBe('en-US');
      await expectNoAxeViolations(page);

      const languages = page.getByRole('combobox', { name: 'Language' });
      await languages.focus();
      await languages.selectOption('fr-FR');
      await Promise.all([page.waitForURL(/[?&]language=fr-FR/), page.keyboard.press('Tab').then(() => page.keyboard.press('Enter'))]);
      await page.waitForSelector('html[data-hydrated="true"]');
      expect(await htmlLang()).toBe('fr-FR');
      expect(await languages.inputValue()).toBe('fr-FR');

      // A client navigation keeps the page's language; a full load of another page reads the remembered choice.
      await page.getByTestId('main-navigation').getByRole('link').first().click();
      await page.waitForURL((url) => !url.search.includes('language='));
      expect(await htmlLang()).toBe('fr-FR');
      await openHydrated(page, `${storefrontUrl()}/shop`);
      expect(await htmlLang()).toBe('fr-FR');
      expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('fr-FR');
    } finally {
      await ownerCall('DELETE', '/api/multilingual/connection');
    }
    expect(pageErrors).toEqual([]);
  });
});
