import type { QueryClient } from '@tanstack/react-query';
import { ContributorRole, COURSE_PAGE_TYPES } from '@mercato/spec';
import type { ConsoleApi } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { StoreCollection } from '../api/types';
import { ownedSite } from '../testing/fixtures';
import { renderConsole } from '../testing/render-console';

const access = { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'edit' } as const;
const websiteManager = { ...ownedSite('demo-site', ['localhost'], access), roles: [ContributorRole.WEBSITE_MANAGER] };
const storeManager = { ...ownedSite('demo-site', ['localhost'], access), roles: [ContributorRole.STORE_MANAGER] };
const shop = { id: 'col-shop', title: 'Shop' } as StoreCollection;
const club = { memberAreaId: 'area-1', name: 'Club', freeJoin: true, paywallProductId: null, pageIds: ['col-shop'] };

const fill = (queryClient: QueryClient, api: ConsoleApi) => {
  queryClient.setQueryData(consoleQueries.memberAreas(api, 'demo-site').queryKey, [club]);
  queryClient.setQueryData(consoleQueries.stores(api, 'demo-site').queryKey, [shop]);
  queryClient.setQueryData(consoleQueries.members(api, 'demo-site', '').queryKey, [
    { siteUserId: 'user-1', email: 'ada@example.com', memberAreaIds: ['area-1'] },
    { siteUserId: 'user-2', email: 'bob@example.com', memberAreaIds: [] },
  ]);
  queryClient.setQueryData(consoleQueries.lockScreens(api, 'demo-site').queryKey, [{ pageId: null, setAt: '2026-11-25T10:00:00.000Z' }]);
};

describe('members, member areas and lock screens pages (issue 14 part 6)', () => {
  it('lists the three pages to admins and website managers only', () => {
    const html = renderConsole('/demo-site/members', [websiteManager], fill);
    expect(html).toContain('>Members</a>');
    expect(html).toContain('>Member areas</a>');
    expect(html).toContain('>Lock screens</a>');
    const other = renderConsole('/demo-site/members', [storeManager], fill);
    expect(other).not.toContain('>Members</a>');
    expect(other).toContain('Your role on this site has nothing to manage here.');
  });

  it('shows each site user with a revoke for an area they are in and a grant for one they are not', () => {
    const html = renderConsole('/demo-site/members', [websiteManager], fill);
    expect(html).toContain('aria-label="Revoke Club for ada@example.com"');
    expect(html).toContain('aria-label="Grant Club for bob@example.com"');
  });

  it("shows a member area's pages checked, and which locks are set", () => {
    const areas = renderConsole('/demo-site/member-areas', [websiteManager], fill);
    expect(areas).toMatch(/id="field-pages-area-1-col-shop"[^>]*checked=""/);
    const locks = renderConsole('/demo-site/lock-screens', [websiteManager], fill);
    expect(locks).toContain('Remove the lock of The whole site');
    expect(locks).toContain('Lock Shop');
  });
});

describe('video course pages (issue 14 part 4)', () => {
  const course = {
    courseId: 'course-1',
    collectionType: COURSE_PAGE_TYPES.course,
    lessonsCollectionType: COURSE_PAGE_TYPES.lessonsIndex,
    urlId: 'sourdough',
    title: 'Sourdough basics',
    memberAreaId: 'area-1',
    paywallProductId: null,
    lessons: [{ lessonId: 'lesson-1', recordType: COURSE_PAGE_TYPES.lesson, urlId: 'starter', title: 'Feeding the starter', description: 'Daily.', videoUrl: 'https://vimeo.com/76979871' }],
  };
  const withCourses = (queryClient: QueryClient, api: ConsoleApi) => {
    fill(queryClient, api);
    queryClient.setQueryData(consoleQueries.courses(api, 'demo-site').queryKey, [course]);
  };

  it('lists the courses to admins and website managers only, with a form for a new one in a member area', () => {
    const html = renderConsole('/demo-site/courses', [websiteManager], withCourses);
    expect(html).toContain('>Video courses</a>');
    expect(html).toContain('>Sourdough basics</a> (/courses/sourdough, 1 lesson)');
    expect(html).toMatch(/<option value="area-1"[^>]*>Club<\/option>/);
    const other = renderConsole('/demo-site/courses', [storeManager], withCourses);
    expect(other).not.toContain('>Video courses</a>');
    expect(other).toContain('Your role on this site has nothing to manage here.');
  });

  it("shows a course's lessons with their video links to edit, and a form for the next lesson", () => {
    const html = renderConsole('/demo-site/courses/course-1', [websiteManager], withCourses);
    expect(html).toMatch(/id="field-lesson-lesson-1-videoUrl"[^>]*value="https:\/\/vimeo.com\/76979871"/);
    expect(html).toContain('Remove Feeding the starter');
    expect(html).toContain('id="field-lesson-new-videoUrl"');
    expect(renderConsole('/demo-site/courses/course-2', [websiteManager], withCourses)).toContain('There is no such course on this site.');
  });
});
