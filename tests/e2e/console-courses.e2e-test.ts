import { COURSE_MESSAGES } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole, ownerCall } from './support/owner';
import { expectNoAxeViolations } from './support/axe';

// The owner's video course pages (issue 14 part 4) in Chromium against the demo site: a course and
// a lesson made in the console, a refused video link explained next to its field, and the
// storefront's lessons index listing the lesson.

const fresh = freshPagePerTest();
let page: Page;
let pageErrors: string[];

beforeEach(() => {
  ({ page, pageErrors } = fresh);
});

/** The console's call the server refuses on purpose (the video link): the only failure the page may log. */
const unexpectedErrors = () => pageErrors.filter((error) => !/^400 \S+\/api\/site-users\/owner\/courses\/[^/]+\/lessons$/.test(error));

describe('video courses in the owner console', () => {
  it('creates a course and a lesson there, explains a refused video link, and the storefront lists the lesson', async () => {
    const stamp = Date.now();
    const areaName = `Bakers ${stamp}`;
    await ownerCall('POST', '/api/site-users/owner/member-areas', { name: areaName, freeJoin: true });
    const courseUrlId = `bread-${stamp}`;

    await openConsole(page);
    await page.getByTestId('site-list').getByRole('link', { name: 'Mercato Demo Store' }).click();
    await page.getByRole('navigation', { name: 'Mercato Demo Store' }).getByRole('link', { name: 'Video courses' }).click();
    const newCourse = page.getByRole('form', { name: 'New course' });
    await newCourse.getByLabel('Title').fill('Bread at home');
    await newCourse.getByLabel('URL slug').fill(courseUrlId);
    await newCourse.getByLabel('Member area whose members watch the lessons').selectOption({ label: areaName });
    await newCourse.getByRole('button', { name: 'Create course' }).click();

    const newLesson = page.getByRole('form', { name: 'New lesson' });
    await newLesson.getByLabel('Title').fill('Kneading');
    await newLesson.getByLabel('URL slug').fill('kneading');
    await newLesson.getByLabel('Description').fill('Ten minutes by hand.');
    await newLesson.getByLabel('Video link').fill('https://example.com/kneading.mp4');
    await newLesson.getByRole('button', { name: 'Add lesson' }).click();
    await newLesson.getByText(COURSE_MESSAGES.videoUrlUnsupported).waitFor();
    expect(await newLesson.getByLabel('Video link').getAttribute('aria-invalid')).toBe('true');

    await newLesson.getByLabel('Video link').fill('https://vimeo.com/76979871');
    await newLesson.getByRole('button', { name: 'Add lesson' }).click();
    const saved = page.getByRole('form', { name: 'Kneading' });
    await saved.waitFor();
    expect(await saved.getByLabel('Video link').inputValue()).toBe('https://vimeo.com/76979871');
    expect(await page.getByRole('form', { name: 'New lesson' }).getByLabel('Title').inputValue()).toBe('');
    expect(unexpectedErrors()).toEqual([]);

    await openHydrated(page, `${storefrontUrl()}/courses/${courseUrlId}`);
    await page.getByTestId('lessons-index').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bread at home');
    expect(await page.getByTestId('lesson-link').allTextContents()).toEqual(['Kneading']);
    expect(unexpectedErrors()).toEqual([]);
  });
});

describe('course and member area pages of the owner console (axe)', () => {
  it('finds no violation on the courses, a course with its lessons, and the member areas', async () => {
    await openConsole(page, '/demo-site/courses');
    await page.getByTestId('course-list').waitFor();
    await expectNoAxeViolations(page);
    await page.getByTestId('course-list').getByRole('link').first().click();
    await page.getByRole('form', { name: 'New lesson' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${storefrontUrl()}/config/demo-site/member-areas`);
    await page.getByTestId('member-area').first().waitFor();
    await expectNoAxeViolations(page);
  });
});
