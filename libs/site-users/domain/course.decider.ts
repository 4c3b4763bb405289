import type { Decider } from '@mercato/domain';
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_MAX_LESSONS, COURSE_MESSAGES, COURSE_TITLE_MAX_LENGTH, COURSE_URL_ID_MAX_LENGTH, COURSE_URL_ID_PATTERN, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { courseEvents, type CourseEvent } from './course.events';
import { parseLessonVideoUrl } from './lesson-video';
import type { MemberAreaState } from './member-area.decider';
import { SiteUserError } from './site-user-error';

/** What an owner gives for a course; the handler puts the member area as it is now in `area`. */
interface CourseFields {
  readonly websiteId: string;
  readonly title: string;
  readonly urlId: string;
  readonly memberAreaId: string;
  readonly area: MemberAreaState;
}

/** What an owner gives for a lesson. */
interface LessonFields {
  readonly websiteId: string;
  readonly lessonId: string;
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly videoUrl: string;
}

/**
 * A video course (spec §2 point 9; collection type course 25): its lessons (record type lesson 62)
 * play for the members of one member area; everyone else is shown that area's paywall.
 */
export type CourseCommand =
  | ({ readonly type: 'CreateCourse'; readonly courseId: string } & CourseFields)
  | ({ readonly type: 'ChangeCourse' } & CourseFields)
  | ({ readonly type: 'AddLesson' } & LessonFields)
  | ({ readonly type: 'ChangeLesson' } & LessonFields)
  | { readonly type: 'RemoveLesson'; readonly websiteId: string; readonly lessonId: string };

export interface CourseLesson {
  readonly lessonId: string;
  readonly urlId: string;
}

export type CourseState =
  | { readonly status: 'absent' }
  | { readonly status: 'open'; readonly websiteId: string; readonly courseId: string; readonly lessons: readonly CourseLesson[] };

type OpenCourse = Extract<CourseState, { status: 'open' }>;

function checkedTitle(title: string, message: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > COURSE_TITLE_MAX_LENGTH) throw new SiteUserError('invalid', message, 'title');
  return trimmed;
}

function checkedUrlId(urlId: string): string {
  if (urlId.length > COURSE_URL_ID_MAX_LENGTH || !COURSE_URL_ID_PATTERN.test(urlId)) throw new SiteUserError('invalid', COURSE_MESSAGES.urlIdInvalid, 'urlId');
  return urlId;
}

function checkedCourse(command: CourseFields) {
  const title = checkedTitle(command.title, COURSE_MESSAGES.courseTitleRequired);
  const urlId = checkedUrlId(command.urlId);
  if (command.area.status !== 'active' || command.area.websiteId !== command.websiteId) throw new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound);
  return { websiteId: command.websiteId, title, urlId, memberAreaId: command.memberAreaId };
}

/** The lesson's event fields; `others` are the course's other lessons, whose slugs it may not take. */
function checkedLesson(course: OpenCourse, command: LessonFields, others: readonly CourseLesson[]) {
  const title = checkedTitle(command.title, COURSE_MESSAGES.lessonTitleRequired);
  const urlId = checkedUrlId(command.urlId);
  const description = command.description.trim();
  if (description.length > COURSE_DESCRIPTION_MAX_LENGTH) throw new SiteUserError('invalid', COURSE_MESSAGES.descriptionTooLong, 'description');
  const video = parseLessonVideoUrl(command.videoUrl);
  if (!video) throw new SiteUserError('invalid', COURSE_MESSAGES.videoUrlUnsupported, 'videoUrl');
  if (others.some((lesson) => lesson.urlId === urlId)) throw new SiteUserError('already_exists', COURSE_MESSAGES.lessonUrlIdTaken);
  return { websiteId: course.websiteId, courseId: course.courseId, lessonId: command.lessonId, title, urlId, description, videoProvider: video.providerName, videoId: video.videoId };
}

function openCourse(state: CourseState, websiteId: string): OpenCourse {
  if (state.status !== 'open' || state.websiteId !== websiteId) throw new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound);
  return state;
}

function existingLesson(course: OpenCourse, lessonId: string): CourseLesson {
  const lesson = course.lessons.find((each) => each.lessonId === lessonId);
  if (!lesson) throw new SiteUserError('not_found', COURSE_MESSAGES.lessonNotFound);
  return lesson;
}

function decide(command: CourseCommand, state: CourseState): CourseEvent[] {
  if (command.type === 'CreateCourse') {
    if (state.status !== 'absent') throw new SiteUserError('already_exists', COURSE_MESSAGES.courseUrlIdTaken);
    return [courseEvents.created({ ...checkedCourse(command), courseId: command.courseId })];
  }
  const course = openCourse(state, command.websiteId);
  switch (command.type) {
    case 'ChangeCourse':
      return [courseEvents.changed({ ...checkedCourse(command), courseId: course.courseId })];
    case 'AddLesson': {
      const lesson = checkedLesson(course, command, course.lessons);
      if (course.lessons.length >= COURSE_MAX_LESSONS) throw new SiteUserError('invalid', COURSE_MESSAGES.tooManyLessons);
      return [courseEvents.lessonAdded(lesson)];
    }
    case 'ChangeLesson':
      existingLesson(course, command.lessonId);
      return [courseEvents.lessonChanged(checkedLesson(course, command, course.lessons.filter((each) => each.lessonId !== command.lessonId)))];
    case 'RemoveLesson':
      existingLesson(course, command.lessonId);
      return [courseEvents.lessonRemoved({ websiteId: course.websiteId, courseId: course.courseId, lessonId: command.lessonId })];
  }
}

function evolve(state: CourseState, event: CourseEvent): CourseState {
  if (event.$typeName === 'mercato.site_users.v1.CourseCreated') return { status: 'open', websiteId: event.websiteId, courseId: event.courseId, lessons: [] };
  if (state.status !== 'open') return state;
  switch (event.$typeName) {
    case 'mercato.site_users.v1.CourseLessonAdded':
      return { ...state, lessons: [...state.lessons, { lessonId: event.lessonId, urlId: event.urlId }] };
    case 'mercato.site_users.v1.CourseLessonChanged':
      return { ...state, lessons: state.lessons.map((lesson) => (lesson.lessonId === event.lessonId ? { lessonId: event.lessonId, urlId: event.urlId } : lesson)) };
    case 'mercato.site_users.v1.CourseLessonRemoved':
      return { ...state, lessons: state.lessons.filter((lesson) => lesson.lessonId !== event.lessonId) };
    case 'mercato.site_users.v1.CourseChanged':
      return state;
  }
}

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide,
  evolve,
};
