import type { Request, Response } from 'express';
import { isHttpsRequest, readCookie, trustsProxy } from '@mercato/http';
import { CART_COOKIE } from '@mercato/spec';
import { cartCookieOptions } from '@mercato/cart/ports';

const CART_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A cart id (a UUID), as the cookie and a subscription's cart token carry it. */
export const isCartId = (value: string): boolean => CART_ID.test(value);

/** The visitor's cart id from the cart cookie; a value that is not a cart id counts as no cart. */
export function cartIdOf(request: Request): string | undefined {
  const value = readCookie(request, CART_COOKIE);
  return value && CART_ID.test(value) ? value : undefined;
}

export function setCartCookie(request: Request, response: Response, cartId: string, maxAgeDays: number): void {
  response.cookie(CART_COOKIE, cartId, cartCookieOptions(isHttpsRequest(request, trustsProxy()), maxAgeDays * 24 * 60 * 60 * 1000));
}
