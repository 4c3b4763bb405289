import type { IncomingHttpHeaders } from 'node:http';
import { cookieValue } from '@mercato/spec';

interface CookieCarrier {
  headers: IncomingHttpHeaders;
  /** Set by cookie-parser when the app uses it. */
  cookies?: Record<string, string | undefined>;
}

/** Reads one cookie whether or not cookie-parser is installed, so guards do not depend on app wiring. */
export function readCookie(request: CookieCarrier, name: string): string | undefined {
  const parsed = request.cookies?.[name];
  if (typeof parsed === 'string') return parsed;
  return cookieValue(request.headers.cookie, name);
}
