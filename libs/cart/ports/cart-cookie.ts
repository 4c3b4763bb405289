import { CART_COOKIE } from '@mercato/spec';

/** The cart cookie's name and attributes, for every context that sets it (the cart's adds, the site users' sign-in). */
export const CART_COOKIE_NAME = CART_COOKIE;

/** HttpOnly (page scripts never see the id) and SameSite=Lax (other sites cannot post with it). */
export const cartCookieOptions = (secure: boolean, maxAgeMs: number) => ({ httpOnly: true, sameSite: 'lax' as const, secure, path: '/', maxAge: maxAgeMs });
