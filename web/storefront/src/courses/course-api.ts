import type { CourseView, LessonView } from '@mercato/views';
import { StorefrontApiError } from '../api/client';
import { type ApiErrorBody } from '../api/types';

/** GET /api/site-users/courses/{courseUrlId}: a course and its lessons index, as the service answers it. */
export type CourseIndex = CourseView;

/** GET /api/site-users/courses/{courseUrlId}/lessons/{lessonUrlId}: the video only for a member. */
export type LessonDetail = LessonView;

const COURSES = '/api/site-users/courses';

/** Null for a course or lesson that does not exist (404); a site lock rejects with its pageGate (403); other failures throw. */
async function getOrNull<T>(fetchImpl: typeof fetch, path: string): Promise<T | null> {
  const response = await fetchImpl(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (response.status === 404) return null;
  if (response.status === 403) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new StorefrontApiError(403, body?.message ?? `HTTP ${response.status}`, body?.pageGate);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

export const courseApi = (fetchImpl: typeof fetch) => ({
  lessonsIndex: (courseUrlId: string) => getOrNull<CourseIndex>(fetchImpl, `${COURSES}/${encodeURIComponent(courseUrlId)}`),
  lesson: (courseUrlId: string, lessonUrlId: string) => getOrNull<LessonDetail>(fetchImpl, `${COURSES}/${encodeURIComponent(courseUrlId)}/lessons/${encodeURIComponent(lessonUrlId)}`),
});

/**
 * The player's address as the server answered it, kept only when it is one of the two players the
 * server builds: the iframe's src never carries anything else, whatever the answer says.
 */
const PLAYER_ADDRESS = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|player\.vimeo\.com\/video\/[0-9]{1,12})$/;
export const safePlayerUrl = (embedUrl: string): string | undefined => (PLAYER_ADDRESS.test(embedUrl) ? embedUrl : undefined);
