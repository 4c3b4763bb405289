import type { NextFunction, Request, Response } from 'express';
import { readCookie } from '../request/cookies';
import { isHttpsRequest, trustsProxy } from '../request/proxy';
import { CRUMB_COOKIE, generateCrumb } from './crumb';

/**
 * Express middleware giving every visitor a `crumb` cookie when they have none.
 * Not HttpOnly: the page script reads it and sends it back as `X-CSRF-Token` or the `crumb` field.
 */
export function crumbCookie(): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) => {
    giveCrumbCookie(request, response);
    next();
  };
}

/** The middleware's work, for an answer sent ahead of it (the gateway's reused storefront pages). */
export function giveCrumbCookie(request: Request, response: Response): void {
  if (readCookie(request, CRUMB_COOKIE)) return;
  response.cookie(CRUMB_COOKIE, generateCrumb(), {
    path: '/',
    sameSite: 'lax',
    secure: isHttpsRequest(request, trustsProxy()),
    httpOnly: false,
  });
}
