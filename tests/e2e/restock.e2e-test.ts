import { RESTOCK_MESSAGES } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { openConsole } from './support/owner';

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];
let restockCalls: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
  restockCalls = [];
  page.on('request', (request) => {
    if (request.url().includes('/notifications/restock')) restockCalls.push(request.method());
  });
});

describe('restock box (spec §2 point 6, §4)', () => {
  it('is shown for a sold-out variant with the product and variant ids, and refuses a blank or invalid email without a call', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/vintage-lamp`);
    const box = page.getByTestId('restock-box');
    expect(await box.getAttribute('data-product-id')).toBeTruthy();
    expect(await box.getAttribute('data-variant-id')).toBeTruthy();
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-error').textContent()).toBe(RESTOCK_MESSAGES.emailBlank);
    await page.getByTestId('restock-email').fill('not-an-address');
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-error').textContent()).toBe(RESTOCK_MESSAGES.emailInvalid);
    // The lamp's merchandising does not offer the mailing list.
    expect(await page.getByTestId('restock-join-mailing-list').count()).toBe(0);
    expect(restockCalls).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('signs a visitor up and replaces the form with "Signed up!", keeping the call to action', async () => {
    // The beanie's merchandising offers the mailing list, not checked by default (the demo seed).
    await openHydrated(page, `${storefrontUrl()}/shop/p/wool-beanie`);
    await page.getByTestId('variant-select-Color').selectOption('Green');
    const joinMailingList = page.getByTestId('restock-join-mailing-list');
    expect(await joinMailingList.isChecked()).toBe(false);
    await page.getByTestId('restock-email').fill(`visitor-${Date.now()}@example.com`);
    await joinMailingList.check();
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-success').textContent()).toBe(RESTOCK_MESSAGES.signedUp);
    expect(await page.getByTestId('restock-email').count()).toBe(0);
    expect(await page.locator('.restock-call-to-action').count()).toBe(1);
    expect(restockCalls).toEqual(['POST']);
    expect(pageErrors).toEqual([]);
  });

  it("thanks the visitor in the site's own words where the product's merchandising sets them (spec §8)", async () => {
    // The demo seed gives the sold-out lamp its own restock success text.
    await openHydrated(page, `${storefrontUrl()}/shop/p/vintage-lamp`);
    await page.getByTestId('restock-email').fill(`lamp-${Date.now()}@example.com`);
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-success').textContent()).toBe('Thanks! We will email you when the lamp is back.');
    expect(restockCalls).toEqual(['POST']);
    expect(pageErrors).toEqual([]);
  });

  it('is not shown for a variant in stock', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/notebook`);
    expect(await page.getByTestId('restock-box').count()).toBe(0);
  });
});

describe('restock pages of the owner console (axe)', () => {
  it('finds no violation on the sign-ups, one variant\'s sign-ups and the mail templates', async () => {
    // The visitor's sign-up above is listed.
    await openConsole(page, '/demo-site/restock');
    await page.getByTestId('restock-group').first().waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('restock-group').first().getByRole('link').click();
    await page.getByTestId('restock-sign-ups').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'All restock sign-ups' }).click();
    await page.getByRole('link', { name: 'Mail templates' }).click();
    await page.getByTestId('restock-template').first().waitFor();
    await expectNoAxeViolations(page);
  });
});
