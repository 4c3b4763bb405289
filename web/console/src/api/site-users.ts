/** The owner's site-user calls (issue 14 parts 4 and 6): member areas, members, lock screens, video courses. */

import type {
  CourseFields,
  LessonFields,
  LockPassword,
  LockScreenView as LockScreen,
  MemberAreaPages,
  MemberAreaView as MemberArea,
  NewMemberArea,
  OwnerCourseView as Course,
  OwnerLessonView as CourseLesson,
  SiteMembersView,
  SiteUserListing as SiteMember,
} from '@mercato/site-users/views';

// The service's own answer and request types (@mercato/site-users/views), under the console's names.
export type { CourseFields, Course, CourseLesson, LessonFields, LockScreen, MemberArea, SiteMember };

export interface SiteUsersConsoleCalls {
  memberAreas(): Promise<MemberArea[]>;
  createMemberArea(name: string, freeJoin: boolean): Promise<MemberArea>;
  /** Replaces the pages the area protects. */
  assignMemberAreaPages(memberAreaId: string, pageIds: readonly string[]): Promise<MemberArea>;
  /** The site's users whose email contains `search`, with the areas they are in. */
  members(search: string): Promise<readonly SiteMember[]>;
  grantMembership(memberAreaId: string, siteUserId: string): Promise<void>;
  revokeMembership(memberAreaId: string, siteUserId: string): Promise<void>;
  lockScreens(): Promise<LockScreen[]>;
  /** `pageId` null: the whole site. */
  setLockPassword(pageId: string | null, password: string): Promise<void>;
  removeLock(pageId: string | null): Promise<void>;
  courses(): Promise<Course[]>;
  createCourse(fields: CourseFields): Promise<Course>;
  changeCourse(courseId: string, fields: CourseFields): Promise<Course>;
  addLesson(courseId: string, fields: LessonFields): Promise<CourseLesson>;
  changeLesson(courseId: string, lessonId: string, fields: LessonFields): Promise<CourseLesson>;
  removeLesson(courseId: string, lessonId: string): Promise<void>;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const OWNER = '/api/site-users/owner';
const areaPath = (memberAreaId: string) => `${OWNER}/member-areas/${encodeURIComponent(memberAreaId)}`;
const coursePath = (courseId: string) => `${OWNER}/courses/${encodeURIComponent(courseId)}`;
const lockPath = (pageId: string | null) => `${OWNER}/lock-screens/${pageId === null ? 'site' : `pages/${encodeURIComponent(pageId)}`}`;

export function siteUsersConsoleCalls(call: Call): SiteUsersConsoleCalls {
  return {
    memberAreas: () => call('GET', `${OWNER}/member-areas`),
    createMemberArea: (name, freeJoin) => call('POST', `${OWNER}/member-areas`, { name, freeJoin } satisfies NewMemberArea),
    assignMemberAreaPages: (memberAreaId, pageIds) => call('PUT', `${areaPath(memberAreaId)}/pages`, { pageIds } satisfies MemberAreaPages),
    members: async (search) => (await call<SiteMembersView>('GET', `${OWNER}/members?${new URLSearchParams({ search }).toString()}`)).members,
    grantMembership: (memberAreaId, siteUserId) => call('PUT', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`, {}),
    revokeMembership: (memberAreaId, siteUserId) => call('DELETE', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`),
    lockScreens: () => call('GET', `${OWNER}/lock-screens`),
    setLockPassword: (pageId, password) => call('PUT', lockPath(pageId), { password } satisfies LockPassword),
    removeLock: (pageId) => call('DELETE', lockPath(pageId)),
    courses: () => call('GET', `${OWNER}/courses`),
    createCourse: (fields) => call('POST', `${OWNER}/courses`, fields),
    changeCourse: (courseId, fields) => call('PUT', coursePath(courseId), fields),
    addLesson: (courseId, fields) => call('POST', `${coursePath(courseId)}/lessons`, fields),
    changeLesson: (courseId, lessonId, fields) => call('PUT', `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`, fields),
    removeLesson: (courseId, lessonId) => call('DELETE', `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`),
  };
}
