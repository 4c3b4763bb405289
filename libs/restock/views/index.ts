// @mercato/restock/views: the restock API's answers and request bodies, as types. The service builds
// its answers with them and the storefront and owner console read them, so they cannot drift apart.
// Types only: the browser bundles import it.
import type { MailCountsView, OutboxMailView } from '@mercato/views';
import type { SignUpStatus } from '@mercato/restock/domain';

export interface SignUpGroupView {
  readonly productId: string;
  readonly variantId: string;
  /** Sign-ups waiting for a notice. */
  readonly pendingCount: number;
  readonly totalCount: number;
  /** Project addition: how many a send would mail now, by the decider's own rule (0 for a variant restock has no stock for). */
  readonly sendableCount: number;
}

export interface SignUpView {
  readonly id: string;
  readonly productId: string;
  readonly variantId: string;
  readonly email: string;
  readonly isJoinMailingList: boolean;
  readonly language: string;
  readonly createdOn: string;
  readonly status: SignUpStatus;
}

/**
 * The back-in-stock mail as JSON-T templates (the site builder's template language), one set per
 * language. They render against the application's `NoticeTemplateData`; owners replace a language's set, and a set
 * that does not compile is refused with the engine's error.
 */
export interface NoticeTemplate {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface SiteNoticeTemplate extends NoticeTemplate {
  readonly language: string;
  /** True while the site uses the built-in set for this language. */
  readonly isDefault: boolean;
}

export interface SendRequest {
  readonly productId: string;
  readonly variantId: string;
}

/** What a send did for one variant: notices queued now, and sign-ups still waiting for stock. */
export interface SendOutcome extends SendRequest {
  readonly sent: number;
  readonly waiting: number;
}

/** GET .../restock/groups: one page of sign-up groups, with an opaque cursor to the next. */
export interface SignUpGroupsPageView {
  readonly signUpGroups: readonly SignUpGroupView[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** GET .../restock?productId&variantId: one page of a variant's sign-ups. */
export interface SignUpsPageView {
  readonly signUps: readonly SignUpView[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | null;
}

/** POST .../restock/send/all: each variant's outcome and the totals. */
export interface SendAllOutcome {
  readonly results: readonly SendOutcome[];
  readonly sent: number;
  readonly waiting: number;
}

/** POST .../restock/send/all's body. */
export interface SendAllRequest {
  readonly sendRequests: readonly SendRequest[];
}

/** GET .../restock/outbox: the latest restock mails, and every one of them by state. */
export interface RestockOutboxView {
  readonly mails: readonly OutboxMailView[];
  readonly counts: MailCountsView;
}

/** GET .../restock/templates. */
export interface NoticeTemplatesView {
  readonly templates: readonly SiteNoticeTemplate[];
}

/** Spec §3 "Restock sign-up payload" (POST .../restock): a captcha token when the site asks for one (Enterprise v3's in its own field). */
export interface RestockSignUpRequest {
  readonly isJoinMailingList: boolean;
  readonly productId: string;
  readonly variantId: string;
  readonly siteVisitorEmail: string;
  readonly captchaToken?: string;
  readonly recaptchaEnterpriseV3Token?: string;
  /** The page's language on a multilingual site (restockSignUpLanguage): the notice comes in it. */
  readonly language?: string;
}
