import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { COURSE_MESSAGES, COURSE_ROUTES, PageType, RecordType, VideoCourseSchemaName } from '@mercato/spec';
import { PageView, useStorefrontEvents } from '../analytics/react';
import { QueryOutcome } from '../app/query-outcome';
import { PaywallButton } from '../site-users/paywall-button';
import { courseApi, safePlayerUrl, type LessonDetail } from './course-api';

const api = courseApi((input, init) => fetch(input, init));

/** Spec §7 client events of the course pages, once per page shown (after its page view, which they need). */
function CourseEvents({ courseId, detail }: { courseId: string; detail?: string }) {
  const events = useStorefrontEvents();
  useEffect(() => {
    events.clientEvent(VideoCourseSchemaName.VIDEO_COURSE_VISIT, courseId);
    if (detail) events.clientEvent(VideoCourseSchemaName.VIDEO_DETAIL_VIEW, detail);
    else events.clientEvent(VideoCourseSchemaName.VIDEO_LIST_VIEW, courseId);
  }, [events, courseId, detail]);
  return null;
}

/** Spec §2 point 9: the course's lessons index (collection type lessons 24), open to every visitor. */
function LessonsIndexPage({ courseUrlId }: { courseUrlId: string }) {
  const query = useQuery({ queryKey: ['courses', courseUrlId], queryFn: () => api.lessonsIndex(courseUrlId) });
  // Loading, the site's lock screen, not found: as every page's read.
  return (
    <QueryOutcome query={query}>
      {(course) => (
        <section data-testid="lessons-index">
          <title>{course.title}</title>
          <PageView pageType={PageType.MAIN_CONTENT} collectionId={course.courseId} />
          <CourseEvents courseId={course.courseId} />
          <h1>{course.title}</h1>
          <ol>
            {course.lessons.map((lesson) => (
              <li key={lesson.lessonId}>
                <Link to={COURSE_ROUTES.lesson(courseUrlId, lesson.urlId)} data-testid="lesson-link">
                  {lesson.title}
                </Link>
                {lesson.description && <p>{lesson.description}</p>}
              </li>
            ))}
          </ol>
        </section>
      )}
    </QueryOutcome>
  );
}

function LessonBody({ lesson }: { lesson: LessonDetail }) {
  const player = lesson.video ? safePlayerUrl(lesson.video.embedUrl) : undefined;
  if (lesson.allowed && lesson.video && player) {
    return (
      <iframe
        data-testid="lesson-video"
        title={`${lesson.title} (${lesson.video.providerName})`}
        src={player}
        width={640}
        height={360}
        sandbox="allow-scripts allow-same-origin allow-presentation"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div data-testid="lesson-paywall">
      <p>{COURSE_MESSAGES.membersOnlyLesson}</p>
      {lesson.course.paywallProductId && <PaywallButton productId={lesson.course.paywallProductId} />}
    </div>
  );
}

/** Spec §2 point 9: a lesson page (record type lesson 62): the video for members, a paywall button for everyone else. */
function LessonPage({ courseUrlId, lessonUrlId }: { courseUrlId: string; lessonUrlId: string }) {
  const query = useQuery({ queryKey: ['courses', courseUrlId, lessonUrlId], queryFn: () => api.lesson(courseUrlId, lessonUrlId) });
  return (
    <QueryOutcome query={query}>
      {(lesson) => (
        <article data-testid="lesson-page">
          <title>{lesson.title}</title>
          <PageView pageType={PageType.CONTENT_ITEM} collectionId={lesson.course.courseId} itemId={lesson.lessonId} recordType={RecordType.LESSON} />
          <CourseEvents courseId={lesson.course.courseId} detail={lesson.lessonId} />
          <p>
            <Link to={COURSE_ROUTES.lessonsIndex(courseUrlId)}>{lesson.course.title}</Link>
          </p>
          <h1>{lesson.title}</h1>
          {lesson.description && <p>{lesson.description}</p>}
          <LessonBody lesson={lesson} />
        </article>
      )}
    </QueryOutcome>
  );
}

/** `/courses/{courseUrlId}` is the lessons index, `/courses/{courseUrlId}/{lessonUrlId}` a lesson (COURSE_ROUTES). */
export function CoursePages() {
  const [courseUrlId = '', lessonUrlId, ...rest] = (useParams()['*'] ?? '').split('/');
  if (rest.length > 0 || !courseUrlId) return <p role="alert">{COURSE_MESSAGES.courseNotFound}</p>;
  return lessonUrlId ? <LessonPage key={`${courseUrlId}/${lessonUrlId}`} courseUrlId={courseUrlId} lessonUrlId={lessonUrlId} /> : <LessonsIndexPage key={courseUrlId} courseUrlId={courseUrlId} />;
}
