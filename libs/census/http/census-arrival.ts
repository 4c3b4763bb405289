import type { Request } from 'express';
import { clientAddress, readCookie } from '@mercato/http';
import { currentTraceparent } from '@mercato/observability';
import { ANALYTICS_STORAGE_KEYS, CONVERSION_COOKIES } from '@mercato/spec';
import { visitorIdFromCookieValue, visitorIdOf, type Arrival, type CensusEndpoint, type RequestBody } from '@mercato/census/domain';

/**
 * What a census record needs from its request besides the body: the site, time, client address,
 * user agent, the visitor and session ids of the analytics cookies (never the Cookie header
 * itself) and the trace.
 */
export function arrivalOf(request: Request, endpoint: CensusEndpoint, websiteId: string): Arrival {
  return {
    endpoint,
    pathParams: request.params as Record<string, string>,
    websiteId,
    receivedAt: new Date().toISOString(),
    clientIp: clientAddress(request),
    userAgent: request.headers['user-agent'],
    cookieVisitorId: visitorIdOf([visitorIdFromCookieValue(readCookie(request, CONVERSION_COOKIES.visitor)), readCookie(request, ANALYTICS_STORAGE_KEYS.analyticsId)]),
    cookieSessionId: readCookie(request, ANALYTICS_STORAGE_KEYS.sessionId),
    traceparent: currentTraceparent(),
  };
}

/** The body as the raw body reader left it (text), with its content type. */
export function requestBody(request: Request): RequestBody {
  const body: unknown = request.body;
  return { text: typeof body === 'string' ? body : undefined, contentType: request.headers['content-type'] };
}
