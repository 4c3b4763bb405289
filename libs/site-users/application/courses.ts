import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { streamEventCodec } from '@mercato/contracts';
import { isUniqueViolation } from '@mercato/database';
import { PostgresEventStore, runCommand, type StreamDefinition } from '@mercato/event-store';
import { COURSE_MESSAGES, COURSE_PAGE_TYPES } from '@mercato/spec';
import type { CourseView, LessonSummary, LessonView } from '@mercato/views';
import {
  courseDecider,
  lessonVideoEmbedUrl,
  lessonVideoPageUrl,
  SiteUserError,
  type CourseCommand,
  type CourseEvent,
  type CourseState,
  type VideoProviderName,
} from '@mercato/site-users/domain';
import { loadMemberArea } from './member-areas';

const courseStream: StreamDefinition<CourseCommand, CourseEvent, CourseState> = { streamType: 'course', decider: courseDecider, codec: streamEventCodec<CourseEvent>() };
const courseStreamId = (courseId: string) => `course-${courseId}`;

export type { CourseView, LessonSummary, LessonView } from '@mercato/views';

/** A lesson as its owner edits it: with the video's link. */
export interface OwnerLessonView extends LessonSummary {
  readonly videoUrl: string;
}

/** A course as its owner edits it. */
export interface OwnerCourseView extends Omit<CourseView, 'lessons'> {
  readonly lessons: readonly OwnerLessonView[];
}

export interface CourseFields {
  readonly title: string;
  readonly urlId: string;
  readonly memberAreaId: string;
}

export interface LessonFields {
  readonly title: string;
  readonly urlId: string;
  readonly description: string;
  readonly videoUrl: string;
}

interface CourseRow {
  course_id: string;
  url_id: string;
  title: string;
  member_area_id: string;
  paywall_product_id: string | null;
}

interface LessonRow {
  lesson_id: string;
  url_id: string;
  title: string;
  description: string;
  video_provider: VideoProviderName;
  video_id: string;
}

const summaryOf = (row: LessonRow): LessonSummary => ({ lessonId: row.lesson_id, recordType: COURSE_PAGE_TYPES.lesson, urlId: row.url_id, title: row.title, description: row.description });
const ownerLessonOf = (row: LessonRow): OwnerLessonView => ({ ...summaryOf(row), videoUrl: lessonVideoPageUrl({ providerName: row.video_provider, videoId: row.video_id }) });

/**
 * Video courses (spec §2 point 9): an owner creates a course for a member area and adds lessons;
 * visitors read the lessons index, and members watch the lessons. The tables the reads use are
 * written in the appends' transactions.
 */
@Injectable()
export class Courses {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async create(websiteId: string, fields: CourseFields): Promise<OwnerCourseView> {
    const courseId = randomUUID();
    const area = await loadMemberArea(this.store, fields.memberAreaId);
    await this.run(courseId, { type: 'CreateCourse', websiteId, courseId, ...fields, area });
    return (await this.ownerCourse(websiteId, courseId))!;
  }

  /** Replaces the course's title, slug and member area; its lessons stay. */
  async change(websiteId: string, courseId: string, fields: CourseFields): Promise<OwnerCourseView> {
    const area = await loadMemberArea(this.store, fields.memberAreaId);
    await this.run(courseId, { type: 'ChangeCourse', websiteId, ...fields, area });
    return (await this.ownerCourse(websiteId, courseId))!;
  }

  async addLesson(websiteId: string, courseId: string, fields: LessonFields): Promise<OwnerLessonView> {
    const lessonId = randomUUID();
    await this.run(courseId, { type: 'AddLesson', websiteId, lessonId, ...fields });
    return this.ownerLesson(lessonId);
  }

  async changeLesson(websiteId: string, courseId: string, lessonId: string, fields: LessonFields): Promise<OwnerLessonView> {
    await this.run(courseId, { type: 'ChangeLesson', websiteId, lessonId, ...fields });
    return this.ownerLesson(lessonId);
  }

  async removeLesson(websiteId: string, courseId: string, lessonId: string): Promise<void> {
    await this.run(courseId, { type: 'RemoveLesson', websiteId, lessonId });
  }

  /** The site's courses, each with its lessons' video links. */
  async list(websiteId: string): Promise<OwnerCourseView[]> {
    const rows: { course_id: string }[] = await this.dataSource.query('SELECT course_id FROM courses WHERE website_id = $1 ORDER BY title, course_id', [websiteId]);
    const views = await Promise.all(rows.map((row) => this.ownerCourse(websiteId, row.course_id)));
    return views.filter((view): view is OwnerCourseView => view !== null);
  }

  private async ownerCourse(websiteId: string, courseId: string): Promise<OwnerCourseView | null> {
    const [row]: { url_id: string }[] = await this.dataSource.query('SELECT url_id FROM courses WHERE website_id = $1 AND course_id = $2', [websiteId, courseId]);
    const course = row ? await this.lessonsIndex(websiteId, row.url_id) : null;
    if (!course) return null;
    const lessons: LessonRow[] = await this.dataSource.query('SELECT * FROM course_lessons WHERE course_id = $1 ORDER BY position', [courseId]);
    return { ...course, lessons: lessons.map(ownerLessonOf) };
  }

  private async ownerLesson(lessonId: string): Promise<OwnerLessonView> {
    const [row]: LessonRow[] = await this.dataSource.query('SELECT * FROM course_lessons WHERE lesson_id = $1', [lessonId]);
    return ownerLessonOf(row!);
  }

  async lessonsIndex(websiteId: string, courseUrlId: string): Promise<CourseView | null> {
    const course = await this.courseRow(websiteId, courseUrlId);
    if (!course) return null;
    const lessons: LessonRow[] = await this.dataSource.query('SELECT * FROM course_lessons WHERE course_id = $1 ORDER BY position', [course.course_id]);
    return {
      courseId: course.course_id,
      collectionType: COURSE_PAGE_TYPES.course,
      lessonsCollectionType: COURSE_PAGE_TYPES.lessonsIndex,
      urlId: course.url_id,
      title: course.title,
      memberAreaId: course.member_area_id,
      paywallProductId: course.paywall_product_id,
      lessons: lessons.map(summaryOf),
    };
  }

  /** The lesson as `siteUserId` (undefined: an anonymous visitor) may see it, or null when there is no such lesson. */
  async lesson(websiteId: string, courseUrlId: string, lessonUrlId: string, siteUserId: string | undefined): Promise<LessonView | null> {
    const course = await this.courseRow(websiteId, courseUrlId);
    if (!course) return null;
    const [lesson]: LessonRow[] = await this.dataSource.query('SELECT * FROM course_lessons WHERE course_id = $1 AND url_id = $2', [course.course_id, lessonUrlId]);
    if (!lesson) return null;
    const members: unknown[] = siteUserId
      ? await this.dataSource.query('SELECT 1 FROM memberships WHERE member_area_id = $1 AND site_user_id = $2 AND (expires_at IS NULL OR expires_at > now())', [course.member_area_id, siteUserId])
      : [];
    const allowed = members.length > 0;
    return {
      ...summaryOf(lesson),
      course: { courseId: course.course_id, urlId: course.url_id, title: course.title, paywallProductId: course.paywall_product_id },
      allowed,
      video: allowed ? { providerName: lesson.video_provider, embedUrl: lessonVideoEmbedUrl({ providerName: lesson.video_provider, videoId: lesson.video_id }) } : null,
    };
  }

  private async courseRow(websiteId: string, courseUrlId: string): Promise<CourseRow | undefined> {
    const rows: CourseRow[] = await this.dataSource.query(
      `SELECT c.course_id, c.url_id, c.title, c.member_area_id, a.paywall_product_id
         FROM courses c JOIN member_areas a ON a.member_area_id = c.member_area_id WHERE c.website_id = $1 AND c.url_id = $2`,
      [websiteId, courseUrlId],
    );
    return rows[0];
  }

  private async run(courseId: string, command: CourseCommand): Promise<void> {
    try {
      await runCommand(this.store, { stream: courseStream, streamId: courseStreamId(courseId), command, onAppended: (manager, events) => writeCourse(manager, events) });
    } catch (error) {
      // The course's slug is unique on its site: the table refuses a second, and the append rolls back with it.
      if (isUniqueViolation(error)) throw new SiteUserError('already_exists', COURSE_MESSAGES.courseUrlIdTaken);
      throw error;
    }
  }
}

async function writeCourse(manager: EntityManager, events: readonly CourseEvent[]): Promise<void> {
  for (const event of events) {
    switch (event.$typeName) {
      case 'mercato.site_users.v1.CourseCreated':
        await manager.query('INSERT INTO courses (course_id, website_id, url_id, title, member_area_id) VALUES ($1, $2, $3, $4, $5)', [event.courseId, event.websiteId, event.urlId, event.title, event.memberAreaId]);
        break;
      case 'mercato.site_users.v1.CourseChanged':
        await manager.query('UPDATE courses SET url_id = $2, title = $3, member_area_id = $4 WHERE course_id = $1', [event.courseId, event.urlId, event.title, event.memberAreaId]);
        break;
      case 'mercato.site_users.v1.CourseLessonAdded':
        // After the last place, not at count(*): a removed lesson leaves its place empty.
        await manager.query(
          `INSERT INTO course_lessons (lesson_id, course_id, position, url_id, title, description, video_provider, video_id)
           SELECT $1, $2, coalesce(max(position) + 1, 0), $3, $4, $5, $6, $7 FROM course_lessons WHERE course_id = $2`,
          [event.lessonId, event.courseId, event.urlId, event.title, event.description, event.videoProvider, event.videoId],
        );
        break;
      case 'mercato.site_users.v1.CourseLessonChanged':
        await manager.query('UPDATE course_lessons SET url_id = $2, title = $3, description = $4, video_provider = $5, video_id = $6 WHERE lesson_id = $1', [
          event.lessonId,
          event.urlId,
          event.title,
          event.description,
          event.videoProvider,
          event.videoId,
        ]);
        break;
      case 'mercato.site_users.v1.CourseLessonRemoved':
        await manager.query('DELETE FROM course_lessons WHERE lesson_id = $1', [event.lessonId]);
        break;
    }
  }
}
