import type { Logger } from '@mercato/observability';
import { DEMO_SITES } from '@mercato/sites/seed';
import { siteApi, type DemoApi } from './demo-seed';

/** The demo's video course: a free member area's, at /courses/{urlId}; its lessons play for the area's members. */
export const DEMO_COURSE = {
  memberArea: { name: 'Free lessons', freeJoin: true },
  course: { title: 'Brewing at home', urlId: 'brewing-at-home' },
  lessons: [
    { title: 'Pour-over basics', urlId: 'pour-over-basics', description: 'Grind, bloom and pour: a cup in four minutes.', videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' },
    { title: 'Caring for your kettle', urlId: 'caring-for-your-kettle', description: 'Descaling and drying, so it lasts for years.', videoUrl: 'https://vimeo.com/76979871' },
  ],
} as const;

/**
 * The course half of the demo seed, on the first demo site, through the owner API: a free member
 * area and one course of two lessons, so a visitor can join and watch. Left as it is when the site
 * has a course already.
 */
export async function seedDemoCourse(api: DemoApi, logger: Logger): Promise<void> {
  const site = DEMO_SITES[0]!;
  let cookie = '';
  const { expectOk, login } = siteApi(api, site, () => cookie);
  cookie = await login();
  if (((await expectOk('GET', '/api/site-users/owner/courses')).body as unknown as unknown[]).length > 0) return;
  const area = (await expectOk('POST', '/api/site-users/owner/member-areas', DEMO_COURSE.memberArea)).body as { memberAreaId: string };
  const course = (await expectOk('POST', '/api/site-users/owner/courses', { ...DEMO_COURSE.course, memberAreaId: area.memberAreaId })).body as { courseId: string };
  for (const lesson of DEMO_COURSE.lessons) await expectOk('POST', `/api/site-users/owner/courses/${course.courseId}/lessons`, lesson);
  logger.info({ websiteId: site.websiteId, courseUrlId: DEMO_COURSE.course.urlId }, 'seeded the demo course');
}
