import { COURSE_MESSAGES, ProductType } from '@mercato/spec';
import { TEST_CARDS } from '@mercato/payments/test-cards';
import { eventually } from '@mercato/testing';
import { type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated as openHydratedPage, servedOnceProjected, storefrontUrl } from './support/browser';
import { ownerCall } from './support/owner';
import { DEMO_COURSE } from '../../services/gateway/src/seed/demo-course';

// A video course lesson behind a paywall (issue 14 part 4), against the demo site: refused with the
// paywall button, the paywall product bought with the test card, then the lesson plays. The same
// for a page of the paid member area (its access-denied page, 106).

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const PASSWORD = 'correct horse battery';
const PRODUCTS = '/api/content-service/product/1.1/websites/demo-site/products';
const openHydrated = (path: string) => openHydratedPage(page, `${storefrontUrl()}${path}`);

/** A course whose member area is joined by buying a paywall product; answers the lesson's path and the area. */
async function paywalledCourse(): Promise<{ courseUrlId: string; lessonPath: string; memberAreaId: string }> {
    const stamp = Date.now();
  const store = await ownerCall('POST', PRODUCTS, { title: `Course shop ${stamp}`, navigationTitle: '', urlId: `course-shop-${stamp}`, description: '', enabled: true });
  const product = await ownerCall('POST', `${PRODUCTS}/${String(store.id)}/items`, {
    title: 'Sourdough course access',
    productType: ProductType.PAYWALL,
    variants: [{ sku: `SOURDOUGH-${stamp}`, priceCents: 2900, unlimited: true }],
  });
  const area = await ownerCall('POST', '/api/site-users/owner/member-areas', { name: 'Sourdough students', freeJoin: false, paywallProductId: product.id });
  const courseUrlId = `sourdough-${stamp}`;
  const course = await ownerCall('POST', '/api/site-users/owner/courses', { title: 'Sourdough basics', urlId: courseUrlId, memberAreaId: area.memberAreaId });
  await ownerCall('POST', `/api/site-users/owner/courses/${String(course.courseId)}/lessons`, {
    title: 'Feeding the starter',
    urlId: 'starter',
    description: 'Flour and water, every day.',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  return { courseUrlId, lessonPath: `/courses/${courseUrlId}/starter`, memberAreaId: String(area.memberAreaId) };
}

/** Joins the site (signed in after) with a new email; answers it. */
async function joinSite(): Promise<string> {
  const email = `student-${Date.now()}@example.com`;
  await openHydrated('/account/join');
  const form = page.getByTestId('join-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await page.getByTestId('join-submit').click();
  await page.getByTestId('account-email').waitFor();
  return email;
}

/** Clicks the paywall button and pays for the paywall product with the test card. */
async function buyAccess(email: string): Promise<void> {
  await page.getByTestId('paywall-button').click();
  await page.waitForURL(`${storefrontUrl()}/checkout`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
  await page.getByTestId('place-order').click();
  await page.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });
}

describe('video courses in the storefront', () => {
  it('refuses a lesson behind the paywall, sells the paywall product with the test card, then plays the lesson', async () => {
    const { courseUrlId, lessonPath } = await paywalledCourse();
    const email = await joinSite();

    await openHydrated(`/courses/${courseUrlId}`);
    await page.getByTestId('lesson-link').click();
    await page.getByTestId('lesson-paywall').waitFor();
    expect(await page.getByTestId('lesson-paywall').textContent()).toContain(COURSE_MESSAGES.membersOnlyLesson);
    expect(await page.getByTestId('lesson-video').count()).toBe(0);
    await expectNoAxeViolations(page);

    await buyAccess(email);

    // The membership is granted by the paid-join reactor once the order's events arrive.
    await eventually(async () => {
      await openHydrated(lessonPath);
      await page.getByTestId('lesson-video').waitFor({ timeout: 2_000 });
    });
    expect(await page.getByTestId('lesson-video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await expectNoAxeViolations(page);
    expect(await page.getByTestId('lesson-paywall').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('offers the paywall product on the access-denied page of a paid member area, and opens the page once bought', async () => {
    const { memberAreaId } = await paywalledCourse();
    const urlId = `bakers-corner-${Date.now()}`;
    const collection = await ownerCall('POST', PRODUCTS, { title: 'Bakers corner', navigationTitle: '', urlId, description: 'Recipes for students.', enabled: true });
    await ownerCall('PUT', `/api/site-users/owner/member-areas/${memberAreaId}/pages`, { pageIds: [String(collection.id)] });
    const email = await joinSite();

    await servedOnceProjected(`/${urlId}`);
    await openHydratedPage(page, `${storefrontUrl()}/${urlId}`, 403);
    await page.getByTestId('member-area-access-denied').waitFor();
    // Not a free area: the purchase is the way in. The server renders every visitor signed out (a join
    // link); the paywall button replaces it once the browser has read the account.
    expect(await page.getByTestId('paywall-button').textContent()).toBe(COURSE_MESSAGES.paywallButton);
    expect(await page.getByTestId('member-area-join').count()).toBe(0);
    await buyAccess(email);

    await eventually(async () => {
      await openHydrated(`/${urlId}`);
      await page.getByTestId('collection').waitFor({ timeout: 2_000 });
    });
    expect(await page.getByTestId('member-area-access-denied').count()).toBe(0);
    // The page's reads before the purchase were refused (403) by design.
    expect(pageErrors.filter((error) => !/^403 \S+\/api\/storefront\/collections\//.test(error))).toEqual([]);
  });

  it("lists the demo seed's course and its two lessons on the course page", async () => {
    await openHydrated(`/courses/${DEMO_COURSE.course.urlId}`);
    await page.getByTestId('lessons-index').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(DEMO_COURSE.course.title);
    expect(await page.getByTestId('lesson-link').allTextContents()).toEqual(DEMO_COURSE.lessons.map((lesson) => lesson.title));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  it("shows the site's lock screen on a course page while the site is locked, and the lessons once the password is given", async () => {
    const { courseUrlId } = await paywalledCourse();
    await ownerCall('PUT', '/api/site-users/owner/lock-screens/site', { password: 'bakers only' });
    try {
      // Refused by the server (403) under the lock, like every locked page, not only in the browser.
      await openHydratedPage(page, `${storefrontUrl()}/courses/${courseUrlId}`, 403);
      await page.getByTestId('lock-screen').waitFor();
      expect(await page.getByTestId('lessons-index').count()).toBe(0);
      await page.getByTestId('lock-screen-password').fill('bakers only');
      await page.getByTestId('lock-screen-submit').click();
      await page.getByTestId('lessons-index').waitFor();
      expect(await page.getByTestId('lesson-link').allTextContents()).toEqual(['Feeding the starter']);
    } finally {
      await ownerCall('DELETE', '/api/site-users/owner/lock-screens/site');
    }
    // The course reads and the lock's access check before the password were refused (403) by design.
    expect(pageErrors.filter((error) => !/^403 \S+\/api\/site-users\/(courses\/|lock-screens\/site\/access$)/.test(error))).toEqual([]);
  });
});
