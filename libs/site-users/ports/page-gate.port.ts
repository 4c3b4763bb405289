import { DISPLAY_DEFAULTS, LOCK_SCREEN_MESSAGES, parseCookieHeader } from '@mercato/spec';
import type { PageGateView } from '@mercato/views';

/** The site user's session cookie (HttpOnly). */
export const SITE_USER_SESSION_COOKIE = 'mercato_site_user_session';
/** Every lock screen pass cookie starts with this (one cookie per lock, HttpOnly). */
export const LOCK_PASS_COOKIE_PREFIX = 'mercato_lock_';

/** Whether the visitor may view a page, and if not what stands in the way. */
export type PageGateAnswer =
  /** `protectedContent`: a lock screen covers the page and the visitor holds its pass (page type 105). */
  | { readonly open: true; readonly protectedContent: boolean }
  | { readonly open: false; readonly gate: PageGateView };

/**
 * Spec §6 on the server: lock screens (103) and member areas (106) close pages to visitors without
 * the lock's pass or the membership. Catalog reads and the page render ask it before answering a
 * page's content. `cookieHeader` is the visitor's Cookie header (only the gate's cookies are read).
 */
export interface PageGate {
  check(websiteId: string, pageId: string, cookieHeader: string | undefined): Promise<PageGateAnswer>;
}

export const PAGE_GATE = Symbol('PageGate');

/** The part of a Cookie header the gate reads (the session and lock passes), so nothing else leaves the request; undefined when none. */
export function pageGateCookies(cookieHeader: string | undefined): string | undefined {
  const kept = [...parseCookieHeader(cookieHeader)].filter(([name]) => name === SITE_USER_SESSION_COOKIE || name.startsWith(LOCK_PASS_COOKIE_PREFIX));
  return kept.length > 0 ? kept.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ') : undefined;
}

/** The 403's message for a closed page: the lock screen's title, or spec §8's member-only text. */
export function pageGateMessage(gate: PageGateView): string {
  return gate.kind === 'locked' ? LOCK_SCREEN_MESSAGES.title : DISPLAY_DEFAULTS.memberOnly;
}
