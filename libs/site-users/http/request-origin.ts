import type { Request } from 'express';
import { firstHeaderValue, isHttpsRequest, trustsProxy } from '@mercato/http';

const HOST_WITH_PORT = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The storefront's scheme and host (with its port) as the visitor reached it: the origin of the
 * links mailed to them. The site guard has already matched the host to a site; anything odd in it
 * falls back to the bare site host, so a forged header cannot point a mailed link elsewhere.
 */
export function requestOrigin(request: Request, siteHost: string): string {
  const asked = (trustsProxy() ? firstHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? firstHeaderValue(request.headers.host) ?? '';
  const host = HOST_WITH_PORT.test(asked) && asked.split(':')[0]!.toLowerCase() === siteHost ? asked.toLowerCase() : siteHost;
  return `${isHttpsRequest(request, trustsProxy()) ? 'https' : 'http'}://${host}`;
}
