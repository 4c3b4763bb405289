import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { sessionExpiredMessage } from '@mercato/spec';
import { ApiError } from '../errors/api-error';
import { readCookie } from '../request/cookies';
import { CRUMB_BODY_FIELD, CRUMB_COOKIE, CRUMB_HEADER, crumbsMatch } from './crumb';

/**
 * Spec §8: the session-expired message, or the enable-cookies one when the browser sent no cookie
 * at all (every page answer sets the crumb cookie, so a browser keeping cookies always sends one).
 */
export const crumbFailure = (cookiesEnabled = true): ApiError => new ApiError(403, sessionExpiredMessage(cookiesEnabled), { crumbFail: true });

/**
 * Guards state-changing visitor calls: the `X-CSRF-Token` header or the body's `crumb` field must equal
 * the `crumb` cookie. The body field is removed once checked, so DTOs (which forbid unknown
 * properties) need not declare it.
 */
@Injectable()
export class CrumbGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const body: unknown = request.body;
    const bodyFields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    const bodyCrumb = bodyFields?.[CRUMB_BODY_FIELD];
    const headerCrumb = request.headers[CRUMB_HEADER];
    const sentCrumb = typeof headerCrumb === 'string' ? headerCrumb : typeof bodyCrumb === 'string' ? bodyCrumb : undefined;
    if (!crumbsMatch(readCookie(request, CRUMB_COOKIE), sentCrumb)) throw crumbFailure(Boolean(request.headers.cookie));
    if (bodyFields && CRUMB_BODY_FIELD in bodyFields) delete bodyFields[CRUMB_BODY_FIELD];
    return true;
  }
}
