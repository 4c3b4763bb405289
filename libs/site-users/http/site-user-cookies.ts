import type { Request, Response } from 'express';
import { isHttpsRequest, readCookie, trustsProxy } from '@mercato/http';
import { COOKIE_NAMES } from '@mercato/spec';
import type { OpenedSession, SiteUserAccount } from '@mercato/site-users/application';
import { SITE_USER_SESSION_COOKIE } from '@mercato/site-users/ports';
import { CART_COOKIE_NAME, cartCookieOptions, type CartCookieValue } from '@mercato/cart/ports';

/** The session token: HttpOnly, so page scripts (and anything injected into them) never see it. */
export { SITE_USER_SESSION_COOKIE } from '@mercato/site-users/ports';

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

/** The visitor's cart cookie, as the cart set it: the site-users calls hand it over at sign-in and sign-out. */
export const cartCookieOf = (request: Request): string | undefined => readCookie(request, CART_COOKIE_NAME);

/** Points the cart cookie at the cart the cart context answered; null clears it (the site user's cart stays with the account). */
export function setCartCookie(request: Request, response: Response, value: CartCookieValue | null): void {
  if (value) response.cookie(CART_COOKIE_NAME, value.cartId, cartCookieOptions(isHttpsRequest(request, trustsProxy()), value.maxAgeMs));
  else response.clearCookie(CART_COOKIE_NAME, { path: '/', httpOnly: true, sameSite: 'lax' });
}
