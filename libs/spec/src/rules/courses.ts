import { CollectionType, RecordType } from '../enums/content';

/** A course or lesson title, and a URL slug (lower-case words joined by hyphens). */
export const COURSE_TITLE_MAX_LENGTH = 200;
export const COURSE_DESCRIPTION_MAX_LENGTH = 2000;
export const COURSE_URL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COURSE_URL_ID_MAX_LENGTH = 100;
/** A course holds at most this many lessons. */
export const COURSE_MAX_LESSONS = 500;

/**
 * Paid joins and video courses (spec §2 point 9, §6): the project's wording where the spec names
 * the screens but not their refusals, and the video hosts a lesson may play from.
 */
export const COURSE_MESSAGES = {
  noPaywall: 'This member area has no paywall product.',
  courseTitleRequired: 'Please enter a title for the course.',
  lessonTitleRequired: 'Please enter a title for the lesson.',
  urlIdInvalid: 'Please enter a URL slug of lower-case letters, digits and hyphens.',
  courseUrlIdTaken: 'A course with this URL slug already exists.',
  lessonUrlIdTaken: 'A lesson with this URL slug already exists in this course.',
  courseNotFound: 'That course does not exist.',
  lessonNotFound: 'That lesson does not exist.',
  videoUrlUnsupported: 'Please enter a YouTube or Vimeo video link.',
  descriptionTooLong: `Please keep the description to ${COURSE_DESCRIPTION_MAX_LENGTH} characters.`,
  tooManyLessons: `A course holds at most ${COURSE_MAX_LESSONS} lessons.`,
  paywallButton: 'Buy access',
  membersOnlyLesson: 'This lesson is for members. Buy access to watch it.',
} as const;

/** The page kinds of a course (spec §3): the course collection, its lessons index, one lesson. */
export const COURSE_PAGE_TYPES = { course: CollectionType.COURSE, lessonsIndex: CollectionType.LESSONS, lesson: RecordType.LESSON } as const;

/** The storefront route of every course page (one route entry: the start bundle carries no more). */
export const COURSE_PAGES_ROUTE = '/courses/*';

/** Storefront paths of the course pages (the project's own; the spec names the pages, not their paths). */
export const COURSE_ROUTES = {
  lessonsIndex: (courseUrlId: string) => `/courses/${courseUrlId}`,
  lesson: (courseUrlId: string, lessonUrlId: string) => `/courses/${courseUrlId}/${lessonUrlId}`,
} as const;
