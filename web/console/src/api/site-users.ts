/** The owner's site-user calls (issue 14 parts 4 and 6): member areas, members, lock screens, video courses. */

export interface MemberArea {
  readonly memberAreaId: string;
  readonly name: string;
  readonly freeJoin: boolean;
  /** The pages (collection ids) only its members view. */
  readonly pageIds: readonly string[];
}

export interface SiteMember {
  readonly siteUserId: string;
  readonly email: string;
  readonly memberAreaIds: readonly string[];
}

/** A lock screen: `pageId` null for the whole site's. */
export interface LockScreen {
  readonly pageId: string | null;
  readonly setAt: string;
}

/** A lesson of a video course as its owner edits it. */
export interface CourseLesson {
  readonly lessonId: string;
  readonly urlId: string;
  readonly title: string;
  readonly description: string;
  /** The YouTube or Vimeo link the lesson plays. */
  readonly videoUrl: string;
}

export interface Course {
  readonly courseId: string;
  readonly urlId: string;
  readonly title: string;
  /** The member area whose members watch the lessons. */
  readonly memberAreaId: string;
  readonly lessons: readonly CourseLesson[];
}

export type CourseFields = Pick<Course, 'title' | 'urlId' | 'memberAreaId'>;
export type LessonFields = Omit<CourseLesson, 'lessonId'>;

export interface SiteUsersConsoleCalls {
  memberAreas(): Promise<MemberArea[]>;
  createMemberArea(name: string, freeJoin: boolean): Promise<MemberArea>;
  /** Replaces the pages the area protects. */
  assignMemberAreaPages(memberAreaId: string, pageIds: readonly string[]): Promise<MemberArea>;
  /** The site's users whose email contains `search`, with the areas they are in. */
  members(search: string): Promise<SiteMember[]>;
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
    createMemberArea: (name, freeJoin) => call('POST', `${OWNER}/member-areas`, { name, freeJoin }),
    assignMemberAreaPages: (memberAreaId, pageIds) => call('PUT', `${areaPath(memberAreaId)}/pages`, { pageIds }),
    members: async (search) => (await call<{ members: SiteMember[] }>('GET', `${OWNER}/members?${new URLSearchParams({ search }).toString()}`)).members,
    grantMembership: (memberAreaId, siteUserId) => call('PUT', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`, {}),
    revokeMembership: (memberAreaId, siteUserId) => call('DELETE', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`),
    lockScreens: () => call('GET', `${OWNER}/lock-screens`),
    setLockPassword: (pageId, password) => call('PUT', lockPath(pageId), { password }),
    removeLock: (pageId) => call('DELETE', lockPath(pageId)),
    courses: () => call('GET', `${OWNER}/courses`),
    createCourse: (fields) => call('POST', `${OWNER}/courses`, fields),
    changeCourse: (courseId, fields) => call('PUT', coursePath(courseId), fields),
    addLesson: (courseId, fields) => call('POST', `${coursePath(courseId)}/lessons`, fields),
    changeLesson: (courseId, lessonId, fields) => call('PUT', `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`, fields),
    removeLesson: (courseId, lessonId) => call('DELETE', `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`),
  };
}
