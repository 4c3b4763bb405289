import { ClankerSchemaName, DISPLAY_DEFAULTS, LANGUAGE_CHOICE_COOKIE, TRACKING_ENDPOINTS, VideoCourseSchemaName, type ClankerEnvelope } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { type Page } from 'playwright-core';
import { DEMO_COURSE } from '../../services/gateway/src/seed/demo-course';
import { expectNoAxeViolations } from './support/axe';
import { collectPageErrors, freshPagePerTest, openHydrated as openHydratedPage, servedOnceProjected, storefrontUrl } from './support/browser';
import { ownerCall } from './support/owner';
import { recordTrackingCalls, type TrackingCall } from './support/tracking';

// Site users in the storefront (issue 14): join, sign in, the account page and sign out; the cart
// that follows the user to another browser; the account's language; a members-only collection
// refused, then opened after joining its member area; the client events of the access-denied and
// course pages. Against the demo site.

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

/** The newer tracker's events the page sent so far (spec §7 client events), as schema name and object id. */
function clientEvents(calls: readonly TrackingCall[]): Array<[string, string]> {
  return calls
    .filter((call) => call.path === TRACKING_ENDPOINTS.clankerEvents)
    .map((call) => {
      const envelope = JSON.parse(call.body) as ClankerEnvelope;
      return [envelope.eventSchemaName, (JSON.parse(envelope.eventContent) as { object_identifier: string }).object_identifier];
    });
}

/** Waits until the page sent `expected` among its client events (in this order, others between them allowed). */
async function expectClientEvents(calls: readonly TrackingCall[], expected: Array<[string, string]>): Promise<void> {
  await eventually(async () => {
    const sent = clientEvents(calls);
    let from = 0;
    for (const event of expected) {
      const at = sent.findIndex((candidate, index) => index >= from && candidate[0] === event[0] && candidate[1] === event[1]);
      expect({ sent, missing: at < 0 ? event : null }).toMatchObject({ missing: null });
      from = at + 1;
    }
  });
}

async function chooseShirtAndAdd(quantity: string) {
  await page.getByTestId('variant-select-Size').selectOption('M');
  await page.getByTestId('variant-select-Color').selectOption('Blue');
  await page.getByTestId('quantity-input').fill(quantity);
  await page.getByTestId('add-to-cart').click();
  await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });
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

  it("shows the user's cart in the pill on another device's session", async () => {
    const email = freshEmail();
    await openHydrated('/account/join');
    await fillCredentials('join', email);
    await page.getByTestId('account-email').waitFor();
    await openHydrated('/shop/p/linen-shirt');
    await chooseShirtAndAdd('2');
    expect(await page.getByTestId('cart-pill-count').textContent()).toBe('2');

    // Another browser (a fresh context: no cookies at all) signs in as the same user.
    const other = await fresh.context.browser()!.newContext();
    try {
      const otherPage = await other.newPage();
      const otherErrors = collectPageErrors(otherPage);
      await openHydratedPage(otherPage, `${storefrontUrl()}/account/sign-in`);
      expect(await otherPage.getByTestId('cart-pill').count()).toBe(0);
      const form = otherPage.getByTestId('sign-in-form');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Password').fill(PASSWORD);
      await otherPage.getByTestId('sign-in-submit').click();
      await otherPage.getByTestId('account-email').waitFor();
      expect(await otherPage.getByTestId('cart-pill-count').textContent({ timeout: 5_000 })).toBe('2');
      expect(otherErrors).toEqual([]);
    } finally {
      await other.close();
    }
    expect(pageErrors).toEqual([]);
  });

  it("records the site's current multilingual language on the account at sign-in, after it changed and at the switcher's choice, never a custom-code language", async () => {
    const localeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/site-users/account/locale') localeCalls.push(request.postData() ?? '');
    });
    const siteLanguages = async () => ((await (await fetch(`${storefrontUrl()}/api/storefront/site`)).json()) as { languages: Array<{ code: string }> }).languages.map((language) => language.code);
    await ownerCall('PUT', '/api/multilingual/languages', { languages: [{ code: 'fr-CA' }, { code: 'en' }] });
    try {
      await eventually(async () => expect(await siteLanguages()).toEqual(['fr-CA', 'en']));
      await openHydrated('/account/join');
      await fillCredentials('join', freshEmail());
      await page.getByTestId('account-email').waitFor();
      await eventually(async () => expect(localeCalls).toEqual([JSON.stringify({ language: 'fr-CA' })]));
      await eventually(async () => expect(await (await page.request.get(`${storefrontUrl()}/api/site-users/account`)).json()).toMatchObject({ language: 'fr-CA' }));

      // The language changed: the account page records the new one.
      await ownerCall('PUT', '/api/multilingual/languages', { languages: [{ code: 'en' }, { code: 'fr-CA' }] });
      await eventually(async () => expect(await siteLanguages()).toEqual(['en', 'fr-CA']));
      await openHydrated('/account');
      await eventually(async () => expect(localeCalls).toEqual([JSON.stringify({ language: 'fr-CA' }), JSON.stringify({ language: 'en' })]));

      // The language switcher's choice is recorded on the page it loads, whatever the page.
      await openHydrated('/?language=fr-CA');
      await eventually(async () => expect(localeCalls).toEqual(['fr-CA', 'en', 'fr-CA'].map((language) => JSON.stringify({ language }))));
      await eventually(async () => expect(await (await page.request.get(`${storefrontUrl()}/api/site-users/account`)).json()).toMatchObject({ language: 'fr-CA' }));
      await openHydrated('/');
      await page.getByTestId('account-link').waitFor();
      await page.context().clearCookies({ name: LANGUAGE_CHOICE_COOKIE });

      // A custom-code primary language (the owner's own code, not a locale) is never sent.
      await ownerCall('PUT', '/api/multilingual/languages', { languages: [{ code: 'klingon', custom: true }, { code: 'fr-CA' }] });
      await eventually(async () => expect(await siteLanguages()).toEqual(['klingon', 'fr-CA']));
      await openHydrated('/account');
      await page.getByTestId('account-email').waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(localeCalls).toHaveLength(3);
      expect(await (await page.request.get(`${storefrontUrl()}/api/site-users/account`)).json()).toMatchObject({ language: 'fr-CA' });
    } finally {
      await ownerCall('DELETE', '/api/multilingual/connection');
    }
    expect(pageErrors).toEqual([]);
  });

  it('sends the access-denied view on a members-only page, and the access-denied click on its join button', async () => {
    const calls = recordTrackingCalls(page);
    const urlId = `club-${Date.now()}`;
    const collection = await ownerCall('POST', '/api/content-service/product/1.1/websites/demo-site/products', { title: 'Club room', navigationTitle: 'Club', urlId, description: '', enabled: true });
    const area = await ownerCall('POST', '/api/site-users/owner/member-areas', { name: 'Club members', freeJoin: true });
    const memberAreaId = String(area.memberAreaId);
    await ownerCall('PUT', `/api/site-users/owner/member-areas/${memberAreaId}/pages`, { pageIds: [collection.id] });
    await servedOnceProjected(`/${urlId}`);
    await openHydratedPage(page, `${storefrontUrl()}/${urlId}`, 403);
    await page.getByTestId('member-area-access-denied').waitFor();
    await expectClientEvents(calls, [[ClankerSchemaName.ACCESS_DENIED_VIEW, memberAreaId]]);
    expect(clientEvents(calls).filter(([name]) => name === ClankerSchemaName.ACCESS_DENIED_CLICK)).toEqual([]);

    await page.getByTestId('member-area-join').click();
    await expectClientEvents(calls, [
      [ClankerSchemaName.ACCESS_DENIED_VIEW, memberAreaId],
      [ClankerSchemaName.ACCESS_DENIED_CLICK, memberAreaId],
    ]);
    for (const call of calls.filter((candidate) => candidate.path === TRACKING_ENDPOINTS.clankerEvents)) expect(await call.status).toBeLessThan(300);
  });

  it('sends the video course visit and list view on the lessons index, the visit and detail view on a lesson', async () => {
    const calls = recordTrackingCalls(page);
    const course = (await (await fetch(`${storefrontUrl()}/api/site-users/courses/${DEMO_COURSE.course.urlId}`)).json()) as { courseId: string; lessons: Array<{ lessonId: string }> };
    await openHydrated(`/courses/${DEMO_COURSE.course.urlId}`);
    await page.getByTestId('lessons-index').waitFor();
    await expectClientEvents(calls, [
      [VideoCourseSchemaName.VIDEO_COURSE_VISIT, course.courseId],
      [VideoCourseSchemaName.VIDEO_LIST_VIEW, course.courseId],
    ]);

    await page.getByTestId('lesson-link').first().click();
    await page.getByTestId('lesson-page').waitFor();
    await expectClientEvents(calls, [
      [VideoCourseSchemaName.VIDEO_COURSE_VISIT, course.courseId],
      [VideoCourseSchemaName.VIDEO_LIST_VIEW, course.courseId],
      [VideoCourseSchemaName.VIDEO_COURSE_VISIT, course.courseId],
      [VideoCourseSchemaName.VIDEO_DETAIL_VIEW, course.lessons[0]!.lessonId],
    ]);
    expect(clientEvents(calls).filter(([name]) => name === VideoCourseSchemaName.VIDEO_DETAIL_VIEW)).toHaveLength(1);
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
