import { callPeerService } from '@mercato/http';
import { parseCookieHeader } from '@mercato/spec';
import { SITE_USER_SESSION_COOKIE } from './page-gate.port';

/**
 * Who is signed in, for another context's request handler: the site user whose session the
 * visitor's Cookie header carries on this website, or null (no session, expired, revoked, another
 * site's). Only the HttpOnly session cookie counts, never the page-readable SiteUserInfo cookie or
 * an id in a body, which the visitor could write. Checkout records it on the order (paid joins).
 */
export interface SiteUserIdentity {
  signedInSiteUserId(websiteId: string, cookieHeader: string | undefined): Promise<string | null>;
}

export const SITE_USER_IDENTITY = Symbol('SiteUserIdentity');

/** The session cookie of a Cookie header, as `name=value` for forwarding; undefined when none. */
export function siteUserSessionCookie(cookieHeader: string | undefined): string | undefined {
  const token = parseCookieHeader(cookieHeader).get(SITE_USER_SESSION_COOKIE);
  return token ? `${SITE_USER_SESSION_COOKIE}=${encodeURIComponent(token)}` : undefined;
}

/** Where services/site-users serves SITE_USER_IDENTITY to other processes (not under /api). */
export const SITE_USER_IDENTITY_INTERNAL_PATH = 'internal/site-user-identity';

/**
 * SITE_USER_IDENTITY for a process without the site-users context (the distributed orders
 * service): the site-users service's internal endpoint. Only the session cookie leaves the request.
 */
export class HttpSiteUserIdentity implements SiteUserIdentity {
  constructor(
    private readonly siteUsersServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async signedInSiteUserId(websiteId: string, cookieHeader: string | undefined): Promise<string | null> {
    const cookie = siteUserSessionCookie(cookieHeader);
    if (!cookie) return null;
    const url = `${this.siteUsersServiceUrl}/${SITE_USER_IDENTITY_INTERNAL_PATH}/${encodeURIComponent(websiteId)}`;
    const response = await callPeerService('site-users', this.fetchImpl, url, { headers: { cookie } });
    return ((await response.json()) as { siteUserId: string | null }).siteUserId;
  }
}
