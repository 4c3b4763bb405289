import { IsString, IsUUID, Matches, MaxLength, ValidateIf } from 'class-validator';
import type { CourseFields } from '@mercato/site-users/views';
import { COURSE_DESCRIPTION_MAX_LENGTH, COURSE_MESSAGES, COURSE_TITLE_MAX_LENGTH, COURSE_URL_ID_MAX_LENGTH, COURSE_URL_ID_PATTERN } from '@mercato/spec';

const urlIdInvalid = { message: COURSE_MESSAGES.urlIdInvalid };
/** Something other than blank (the decider trims titles). */
const NOT_BLANK = /\S/;
/** Longer than any YouTube or Vimeo link; the decider judges what the link names. */
const VIDEO_URL_MAX_LENGTH = 500;

export class CreateCourseDto implements CourseFields {
  @IsString({ message: COURSE_MESSAGES.courseTitleRequired })
  @Matches(NOT_BLANK, { message: COURSE_MESSAGES.courseTitleRequired })
  @MaxLength(COURSE_TITLE_MAX_LENGTH, { message: COURSE_MESSAGES.courseTitleRequired })
  title!: string;

  /** Path segment of the course's pages: lower-case letters, digits and hyphens. */
  @IsString(urlIdInvalid)
  @MaxLength(COURSE_URL_ID_MAX_LENGTH, urlIdInvalid)
  @Matches(COURSE_URL_ID_PATTERN, urlIdInvalid)
  urlId!: string;

  /** The member area whose members watch the lessons (its paywall product is the course's paywall). */
  @IsUUID()
  memberAreaId!: string;
}

export class AddLessonDto {
  @IsString({ message: COURSE_MESSAGES.lessonTitleRequired })
  @Matches(NOT_BLANK, { message: COURSE_MESSAGES.lessonTitleRequired })
  @MaxLength(COURSE_TITLE_MAX_LENGTH, { message: COURSE_MESSAGES.lessonTitleRequired })
  title!: string;

  @IsString(urlIdInvalid)
  @MaxLength(COURSE_URL_ID_MAX_LENGTH, urlIdInvalid)
  @Matches(COURSE_URL_ID_PATTERN, urlIdInvalid)
  urlId!: string;

  // May be left out, but null is not a string (plain IsOptional would let it through).
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @IsString()
  @MaxLength(COURSE_DESCRIPTION_MAX_LENGTH, { message: COURSE_MESSAGES.descriptionTooLong })
  description?: string;

  /** A YouTube or Vimeo link (https); the player is built from the video id parsed out of it. */
  @IsString({ message: COURSE_MESSAGES.videoUrlUnsupported })
  @MaxLength(VIDEO_URL_MAX_LENGTH, { message: COURSE_MESSAGES.videoUrlUnsupported })
  videoUrl!: string;
}
