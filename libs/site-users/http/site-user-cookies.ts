import type { Request, Response } from 'express';
import { isHttpsRequest, readCookie, trustsProxy } from '@mercato/http';
import { COOKIE_NAMES } from '@mercato/spec';
import type { OpenedSession, SiteUserAccount } from '@mercato/site-users/application';

/** The session token: HttpOnly, so page scripts (and anything injected into them) never see it. */
export const SITE_USER_SESSION_COOKIE = 'mercato_site_user_session';

export const sessionTokenOf = (request: Request): string | undefined => readCookie(request, SITE_USER_SESSION_COOKIE);

/**
 * Sets the session cookie and spec §6's SiteUserInfo cookie (authenticated flag and siteUserId),
 * which the storefront's scripts read and so is not HttpOnly. Without rememberMe both end with the browser.
 */
export function setSessionCookies(request: Request, response: Response, account: SiteUserAccount, session: OpenedSession, rememberMe: boolean): void {
  const options = { sameSite: 'lax' as const, secure: isHttpsRequest(request, trustsProxy()), path: '/', ...(rememberMe ? { expires: session.expiresAt } : {}) };
  response.cookie(SITE_USER_SESSION_COOKIE, session.token, { ...options, httpOnly: true });
  response.cookie(COOKIE_NAMES.siteUserInfo, JSON.stringify({ authenticated: true, siteUserId: account.siteUserId }), options);
}

export function clearSessionCookies(response: Response): void {
  response.clearCookie(SITE_USER_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  response.clearCookie(COOKIE_NAMES.siteUserInfo, { path: '/', sameSite: 'lax' });
}
