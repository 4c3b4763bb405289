import { deciderSpec } from '@mercato/testing/decider';
import { COURSE_MESSAGES, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { courseDecider } from './course.decider';
import { courseEvents } from './course.events';
import type { MemberAreaState } from './member-area.decider';
import { SiteUserError } from './site-user-error';

const courses = deciderSpec(courseDecider);
const area: MemberAreaState = { status: 'active', websiteId: 'site-1', memberAreaId: 'area-1', name: 'Students', freeJoin: false, paywallProductId: 'product-1', pageIds: [] };
const create = { type: 'CreateCourse', websiteId: 'site-1', courseId: 'course-1', title: ' Sourdough ', urlId: 'sourdough', memberAreaId: 'area-1', area } as const;
const created = courseEvents.created({ websiteId: 'site-1', courseId: 'course-1', title: 'Sourdough', urlId: 'sourdough', memberAreaId: 'area-1' });
const addLesson = { type: 'AddLesson', websiteId: 'site-1', lessonId: 'lesson-1', title: 'Starter', urlId: 'starter', description: ' Feed it daily. ', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } as const;
const lessonAdded = courseEvents.lessonAdded({
  websiteId: 'site-1',
  courseId: 'course-1',
  lessonId: 'lesson-1',
  title: 'Starter',
  urlId: 'starter',
  description: 'Feed it daily.',
  videoProvider: 'YouTube',
  videoId: 'dQw4w9WgXcQ',
});

describe('course decider', () => {
  it('creates a course for a member area of its site, and adds lessons with the video host and id parsed from the link', () => {
    courses.given([]).when(create).then([created]);
    courses.given([created]).when(addLesson).then([lessonAdded]);
  });

  it('refuses bad input with the wording of COURSE_MESSAGES', () => {
    courses.given([]).when({ ...create, title: ' ' }).thenRefuses(new SiteUserError('invalid', COURSE_MESSAGES.courseTitleRequired, 'title'));
    courses.given([]).when({ ...create, urlId: 'Sour Dough' }).thenRefuses(new SiteUserError('invalid', COURSE_MESSAGES.urlIdInvalid, 'urlId'));
    courses.given([]).when({ ...create, area: { ...area, websiteId: 'site-2' } }).thenRefuses(new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound));
    courses.given([]).when(addLesson).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound));
    courses.given([created]).when({ ...addLesson, websiteId: 'site-2' }).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound));
    courses.given([created]).when({ ...addLesson, videoUrl: '<iframe src="https://evil.example"></iframe>' }).thenRefuses(new SiteUserError('invalid', COURSE_MESSAGES.videoUrlUnsupported, 'videoUrl'));
    courses.given([created, lessonAdded]).when({ ...addLesson, lessonId: 'lesson-2' }).thenRefuses(new SiteUserError('already_exists', COURSE_MESSAGES.lessonUrlIdTaken));
  });
});

describe('course decider: changes', () => {
  const changeCourse = { type: 'ChangeCourse', websiteId: 'site-1', title: 'Sourdough, slowly', urlId: 'slow-sourdough', memberAreaId: 'area-1', area } as const;
  const changeLesson = { ...addLesson, type: 'ChangeLesson', title: 'Feeding', urlId: 'feeding', videoUrl: 'https://vimeo.com/76979871' } as const;
  const lessonChanged = courseEvents.lessonChanged({
    websiteId: 'site-1',
    courseId: 'course-1',
    lessonId: 'lesson-1',
    title: 'Feeding',
    urlId: 'feeding',
    description: 'Feed it daily.',
    videoProvider: 'Vimeo',
    videoId: '76979871',
  });
  const secondAdded = courseEvents.lessonAdded({ ...lessonAdded, lessonId: 'lesson-2', urlId: 'shaping' });

  it('changes the course, changes a lesson in place and removes one', () => {
    courses
      .given([created])
      .when(changeCourse)
      .then([courseEvents.changed({ websiteId: 'site-1', courseId: 'course-1', title: 'Sourdough, slowly', urlId: 'slow-sourdough', memberAreaId: 'area-1' })]);
    courses.given([created, lessonAdded]).when(changeLesson).then([lessonChanged]);
    courses.given([created, lessonAdded]).when({ ...changeLesson, urlId: 'starter' }).then([courseEvents.lessonChanged({ ...lessonChanged, urlId: 'starter' })]);
    courses.given([created, lessonAdded, secondAdded]).when({ type: 'RemoveLesson', websiteId: 'site-1', lessonId: 'lesson-1' }).then([courseEvents.lessonRemoved({ websiteId: 'site-1', courseId: 'course-1', lessonId: 'lesson-1' })]);
  });

  it("frees a removed lesson's slug, and keeps another lesson's", () => {
    const removed = courseEvents.lessonRemoved({ websiteId: 'site-1', courseId: 'course-1', lessonId: 'lesson-1' });
    courses.given([created, lessonAdded, removed]).when({ ...addLesson, lessonId: 'lesson-3' }).then([courseEvents.lessonAdded({ ...lessonAdded, lessonId: 'lesson-3' })]);
    courses.given([created, lessonAdded, secondAdded]).when({ ...changeLesson, urlId: 'shaping' }).thenRefuses(new SiteUserError('already_exists', COURSE_MESSAGES.lessonUrlIdTaken));
  });

  it('refuses changes to what is not there, and bad input', () => {
    courses.given([]).when(changeCourse).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound));
    courses.given([created]).when({ ...changeCourse, area: { status: 'absent' } }).thenRefuses(new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound));
    courses.given([created]).when(changeLesson).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.lessonNotFound));
    courses.given([created]).when({ type: 'RemoveLesson', websiteId: 'site-1', lessonId: 'lesson-1' }).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.lessonNotFound));
    courses.given([created, lessonAdded]).when({ ...changeLesson, videoUrl: 'http://vimeo.com/76979871' }).thenRefuses(new SiteUserError('invalid', COURSE_MESSAGES.videoUrlUnsupported, 'videoUrl'));
    courses.given([created, lessonAdded]).when({ ...changeLesson, websiteId: 'site-2' }).thenRefuses(new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound));
  });
});
