import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIE_NAMES, CSRF_HEADER } from '@mercato/spec';

/** Spec §9 cookie name. */
export const CRUMB_COOKIE = COOKIE_NAMES.crumb;
/** The storefront's scripts send the crumb back in this header (shared with them through @mercato/spec). */
export const CRUMB_HEADER = CSRF_HEADER;
/** Form-encoded calls (the legacy tracker) send the crumb as a body field of this name. */
export const CRUMB_BODY_FIELD = 'crumb';

export function generateCrumb(): string {
  return randomBytes(32).toString('base64url');
}

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Constant-time check that the crumb sent back equals the cookie. Both sides are hashed first
 * so the comparison takes the same time whatever their lengths.
 */
export function crumbsMatch(cookieCrumb: string | undefined, sentCrumb: string | undefined): boolean {
  if (!cookieCrumb || !sentCrumb) return false;
  return timingSafeEqual(digest(cookieCrumb), digest(sentCrumb));
}
