import type { IncomingHttpHeaders } from 'node:http';

interface CookieCarrier {
  headers: IncomingHttpHeaders;
  /** Set by cookie-parser when the app uses it. */
  cookies?: Record<string, string | undefined>;
}

/** Reads one cookie whether or not cookie-parser is installed, so guards do not depend on app wiring. */
export function readCookie(request: CookieCarrier, name: string): string | undefined {
  const parsed = request.cookies?.[name];
  if (typeof parsed === 'string') return parsed;
  for (const pair of request.headers.cookie?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
