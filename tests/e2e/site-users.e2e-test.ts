import { DISPLAY_DEFAULTS } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated as openHydratedPage, servedOnceProjected, storefrontUrl } from './support/browser';
import { ownerCall } from './support/owner';

// Site users in the storefront (issue 14): join, sign in, the account page and sign out; a members-only
// collection refused, then opened after joining its member area. Against the demo site.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const PASSWORD = 'correct horse battery';
const freshEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const openHydrated = (path: string) => openHydratedPage(page, `${storefrontUrl()}${path}`);

async function fillCredentials(kind: 'join' | 'sign-in', email: string) {
  const form = page.getByTestId(`${kind}-form`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId(`${kind}-submit`).click();
}

describe('site users in the storefront', () => {
  it('joins, lands signed in on the account page, signs out, and signs in again', async () => {
    const email = freshEmail();
    await openHydrated('/');
    await page.getByTestId('sign-in-link').click();
    await expectNoAxeViolations(page);
    await page.getByTestId('sign-in-page').getByRole('link', { name: 'Join' }).click();
    await expectNoAxeViolations(page);
    await fillCredentials('join', email);
    await page.getByTestId('account-email').waitFor();
    expect(await page.getByTestId('account-email').textContent()).toBe(email);
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await page.getByTestId('account-link').textContent()).toBe('Account');
    await expectNoAxeViolations(page);

    await page.getByTestId('sign-out').click();
    await page.waitForURL(`${storefrontUrl()}/`);
    await page.getByTestId('sign-in-link').waitFor();
    await openHydrated('/account');
    expect(await page.getByTestId('account-email').count()).toBe(0);

    await openHydrated('/account/sign-in');
    await fillCredentials('sign-in', email);
    await page.getByTestId('account-email').waitFor();
    expect(await page.getByTestId('account-email').textContent()).toBe(email);
    expect(pageErrors).toEqual([]);
  });

  it('refuses a members-only collection with the join button, and opens it once the visitor joined the area', async () => {
    const urlId = `members-${Date.now()}`;
    const collection = await ownerCall('POST', '/api/content-service/product/1.1/websites/demo-site/products', { title: 'Members lounge', navigationTitle: 'Lounge', urlId, description: '', enabled: true });
    const area = await ownerCall('POST', '/api/site-users/owner/member-areas', { name: 'Lounge members', freeJoin: true });
    await ownerCall('PUT', `/api/site-users/owner/member-areas/${String(area.memberAreaId)}/pages`, { pageIds: [collection.id] });

    // Refused by the server (403), not only in the browser.
    await servedOnceProjected(`/${urlId}`);
    await openHydratedPage(page, `${storefrontUrl()}/${urlId}`, 403);
    await page.getByTestId('member-area-access-denied').waitFor();
    expect(await page.getByTestId('member-only-text').textContent()).toBe(DISPLAY_DEFAULTS.memberOnly);
    expect(await page.getByTestId('collection').count()).toBe(0);
    await expectNoAxeViolations(page);

    // Not signed in: the join button asks the visitor to join the site first, then brings them back.
    await page.getByTestId('member-area-join').click();
    await fillCredentials('join', freshEmail());
    await page.waitForURL(`${storefrontUrl()}/${urlId}`);
    // Signed in now: once the browser has read the account (the server renders every visitor signed
    // out), the join is a button that joins the area, no longer the link to the site's join page.
    await page.getByTestId('member-area-access-denied').getByRole('button', { name: 'Join' }).click();
    await page.getByTestId('collection').waitFor();
    expect(await page.getByTestId('member-area-access-denied').count()).toBe(0);
    // The page's reads before joining were refused (403) by design.
    expect(pageErrors.filter((error) => !/^403 \S+\/api\/storefront\/collections\//.test(error))).toEqual([]);
  });
});

describe('the mailed links\' pages (axe)', () => {
  it('finds no violation on the email confirmation and the new password pages, also when the link is spent', async () => {
    await openHydrated('/account/verify-email?token=spent-or-unknown');
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page);
    await openHydrated('/account/reset-password?token=spent-or-unknown');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').waitFor();
    await expectNoAxeViolations(page);
  });
});
