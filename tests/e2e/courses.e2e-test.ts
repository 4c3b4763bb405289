import { COURSE_MESSAGES, ProductType } from '@mercato/spec';
import { TEST_CARDS } from '@mercato/payments/test-cards';
import { eventually } from '@mercato/testing';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated as openHydratedPage, storefrontUrl } from './support/browser';
import { ownerCall } from './support/owner';

// A video course lesson behind a paywall (issue 14 part 4), against the demo site: refused with the
// paywall button, the paywall product bought with the test card, then the lesson plays.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

const PASSWORD = 'correct horse battery';
const PRODUCTS = '/api/content-service/product/1.1/websites/demo-site/products';
const openHydrated = (path: string) => openHydratedPage(page, `${storefrontUrl()}${path}`);

/** A course whose member area is joined by buying a paywall product; answers the lesson's path. */
async function paywalledCourse(): Promise<{ courseUrlId: string; lessonPath: string }> {
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
  return { courseUrlId, lessonPath: `/courses/${courseUrlId}/starter` };
}

describe('video courses in the storefront', () => {
  it('refuses a lesson behind the paywall, sells the paywall product with the test card, then plays the lesson', async () => {
    const { courseUrlId, lessonPath } = await paywalledCourse();
    const email = `student-${Date.now()}@example.com`;
    await openHydrated('/account/join');
    const form = page.getByTestId('join-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await page.getByTestId('join-submit').click();
    await page.getByTestId('account-email').waitFor();

    await openHydrated(`/courses/${courseUrlId}`);
    await page.getByTestId('lesson-link').click();
    await page.getByTestId('lesson-paywall').waitFor();
    expect(await page.getByTestId('lesson-paywall').textContent()).toContain(COURSE_MESSAGES.membersOnlyLesson);
    expect(await page.getByTestId('lesson-video').count()).toBe(0);

    await page.getByTestId('paywall-button').click();
    await page.waitForURL(`${storefrontUrl()}/checkout`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Card number').fill(TEST_CARDS.succeeds);
    await page.getByTestId('place-order').click();
    await page.getByTestId('order-confirmed').waitFor({ timeout: 20_000 });

    // The membership is granted by the paid-join reactor once the order's events arrive.
    await eventually(async () => {
      await openHydrated(lessonPath);
      await page.getByTestId('lesson-video').waitFor({ timeout: 2_000 });
    });
    expect(await page.getByTestId('lesson-video').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(await page.getByTestId('lesson-paywall').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
