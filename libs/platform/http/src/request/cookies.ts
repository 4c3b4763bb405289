import type { IncomingHttpHeaders } from 'node:http';
import { parseCookieHeader } from '@mercato/spec';

const PARSED_COOKIES = Symbol('mercato.parsedCookies');

interface CookieCarrier {
  headers: IncomingHttpHeaders;
  /** Set by cookie-parser when the app uses it. */
  cookies?: Record<string, string | undefined>;
  /** The Cookie header parsed by the first readCookie of this request. */
  [PARSED_COOKIES]?: ReadonlyMap<string, string>;
}

/**
 * Reads one cookie whether or not cookie-parser is installed, so guards do not depend on app wiring.
 * The header is parsed once per request: the crumb middleware and census each read several cookies.
 */
export function readCookie(request: CookieCarrier, name: string): string | undefined {
  const parsed = request.cookies?.[name];
  if (typeof parsed === 'string') return parsed;
  request[PARSED_COOKIES] ??= parseCookieHeader(request.headers.cookie);
  return request[PARSED_COOKIES].get(name);
}
