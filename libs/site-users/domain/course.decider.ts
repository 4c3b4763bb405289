import type { Decider } from '@mercato/domain';
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_MAX_LESSONS, COURSE_MESSAGES, COURSE_TITLE_MAX_LENGTH, COURSE_URL_ID_MAX_LENGTH, COURSE_URL_ID_PATTERN, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { courseEvents, type CourseEvent } from './course.events';
import { parseLessonVideoUrl } from './lesson-video';
import type { MemberAreaState } from './member-area.decider';
import { SiteUserError } from './site-user-error';

/**
 * A video course (spec §2 point 9; collection type course 25): its lessons (record type lesson 62)
 * play for the members of one member area; everyone else is shown that area's paywall.
 * The handler puts the member area as it is now into CreateCourse (`area`).
 */
export type CourseCommand =
  | {
      readonly type: 'CreateCourse';
      readonly websiteId: string;
      readonly courseId: string;
      readonly title: string;
      readonly urlId: string;
      readonly memberAreaId: string;
      readonly area: MemberAreaState;
    }
  | {
      readonly type: 'AddLesson';
      readonly websiteId: string;
      readonly lessonId: string;
      readonly title: string;
      readonly urlId: string;
      readonly description: string;
      readonly videoUrl: string;
    };

export type CourseState =
  | { readonly status: 'absent' }
  | { readonly status: 'open'; readonly websiteId: string; readonly courseId: string; readonly lessonUrlIds: readonly string[] };

function checkedTitle(title: string, message: string): string {
  const trimmed = title.trim();
  if (!trimmed || trimmed.length > COURSE_TITLE_MAX_LENGTH) throw new SiteUserError('invalid', message, 'title');
  return trimmed;
}

function checkedUrlId(urlId: string): string {
  if (urlId.length > COURSE_URL_ID_MAX_LENGTH || !COURSE_URL_ID_PATTERN.test(urlId)) throw new SiteUserError('invalid', COURSE_MESSAGES.urlIdInvalid, 'urlId');
  return urlId;
}

function decide(command: CourseCommand, state: CourseState): CourseEvent[] {
  if (command.type === 'CreateCourse') {
    if (state.status !== 'absent') throw new SiteUserError('already_exists', COURSE_MESSAGES.courseUrlIdTaken);
    const title = checkedTitle(command.title, COURSE_MESSAGES.courseTitleRequired);
    const urlId = checkedUrlId(command.urlId);
    if (command.area.status !== 'active' || command.area.websiteId !== command.websiteId) throw new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound);
    return [courseEvents.created({ websiteId: command.websiteId, courseId: command.courseId, title, urlId, memberAreaId: command.memberAreaId })];
  }
  if (state.status !== 'open' || state.websiteId !== command.websiteId) throw new SiteUserError('not_found', COURSE_MESSAGES.courseNotFound);
  const title = checkedTitle(command.title, COURSE_MESSAGES.lessonTitleRequired);
  const urlId = checkedUrlId(command.urlId);
  const description = command.description.trim();
  if (description.length > COURSE_DESCRIPTION_MAX_LENGTH) throw new SiteUserError('invalid', COURSE_MESSAGES.descriptionTooLong, 'description');
  const video = parseLessonVideoUrl(command.videoUrl);
  if (!video) throw new SiteUserError('invalid', COURSE_MESSAGES.videoUrlUnsupported, 'videoUrl');
  if (state.lessonUrlIds.includes(urlId)) throw new SiteUserError('already_exists', COURSE_MESSAGES.lessonUrlIdTaken);
  if (state.lessonUrlIds.length >= COURSE_MAX_LESSONS) throw new SiteUserError('invalid', COURSE_MESSAGES.tooManyLessons);
  return [
    courseEvents.lessonAdded({
      websiteId: state.websiteId,
      courseId: state.courseId,
      lessonId: command.lessonId,
      title,
      urlId,
      description,
      videoProvider: video.providerName,
      videoId: video.videoId,
    }),
  ];
}

function evolve(state: CourseState, event: CourseEvent): CourseState {
  if (event.$typeName === 'mercato.site_users.v1.CourseCreated') return { status: 'open', websiteId: event.websiteId, courseId: event.courseId, lessonUrlIds: [] };
  return state.status === 'open' ? { ...state, lessonUrlIds: [...state.lessonUrlIds, event.urlId] } : state;
}

export const courseDecider: Decider<CourseState, CourseCommand, CourseEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide,
  evolve,
};
