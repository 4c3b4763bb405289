// @mercato/site-users/views: the site-users API's answers and request bodies, as types. The service
// builds its answers with them and the owner console reads them, so the two cannot drift apart.
// Types only: the browser bundles import it.
import type { CollectionType, RecordType } from '@mercato/spec';
import type { VideoProviderName } from '@mercato/site-users/domain';

export interface LessonSummary {
  readonly lessonId: string;
  readonly recordType: typeof RecordType.LESSON;
  readonly urlId: string;
  readonly title: string;
  readonly description: string;
}

/** A course's lessons index (collection type lessons 24), open to every visitor. */
export interface CourseView {
  readonly courseId: string;
  readonly collectionType: typeof CollectionType.COURSE;
  readonly lessonsCollectionType: typeof CollectionType.LESSONS;
  readonly urlId: string;
  readonly title: string;
  readonly memberAreaId: string;
  /** The paywall product whose purchase opens the lessons, or null when the area is joined otherwise. */
  readonly paywallProductId: string | null;
  readonly lessons: readonly LessonSummary[];
}

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

/** One lesson for one visitor: the player only when the visitor is a member of the course's area. */
export interface LessonView extends LessonSummary {
  readonly course: { readonly courseId: string; readonly urlId: string; readonly title: string; readonly paywallProductId: string | null };
  readonly allowed: boolean;
  /** Spec §3 video data: the oEmbed provider name, and the player's address built from the parsed video id. */
  readonly video: { readonly providerName: VideoProviderName; readonly embedUrl: string } | null;
}

/** A lock screen as the owner's console lists it: `pageId` null for the whole site's. */
export interface LockScreenView {
  readonly pageId: string | null;
  readonly setAt: string;
}

export interface MemberAreaView {
  readonly memberAreaId: string;
  readonly name: string;
  readonly freeJoin: boolean;
  /** The paywall product whose purchase grants membership, or null. */
  readonly paywallProductId: string | null;
  readonly pageIds: readonly string[];
}

/** Spec §6 member-only pages: whether a page is in a member area, and whether this visitor may view it. */
export interface PageAccess {
  readonly pageId: string;
  readonly allowed: boolean;
  /** The area that protects the page (the first by name when several do), or null for a public page. */
  readonly memberArea: { readonly memberAreaId: string; readonly name: string; readonly freeJoin: boolean; readonly paywallProductId: string | null } | null;
}

/** One site user as the owner's Members page lists them, with the member areas they are in now. */
export interface SiteUserListing {
  readonly siteUserId: string;
  readonly email: string;
  readonly memberAreaIds: readonly string[];
}

/** GET /api/site-users/owner/members: the site users whose email matches the search. */
export interface SiteMembersView {
  readonly members: readonly SiteUserListing[];
}

/** POST /api/site-users/owner/member-areas. */
export interface NewMemberArea {
  readonly name: string;
  readonly freeJoin: boolean;
  /** The paywall product whose purchase joins the area. */
  readonly paywallProductId?: string;
}

/** PUT .../member-areas/{memberAreaId}/pages: the pages the area protects, replacing the old list. */
export interface MemberAreaPages {
  readonly pageIds: readonly string[];
}

/** PUT .../lock-screens/site and .../lock-screens/pages/{pageId}. */
export interface LockPassword {
  readonly password: string;
}
