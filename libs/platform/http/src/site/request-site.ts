import { ApiError } from '../errors/api-error';
import { HttpMessages } from '../errors/messages';
import type { IncomingHttpHeaders } from 'node:http';
import { parseRequestHost, trustsProxy } from '../request/proxy';
import type { ResolvedSite, SiteResolver } from './site-resolver.port';

/** Where the resolved site is kept on the request, so guards and the decorator resolve it once. */
const RESOLVED_SITE = Symbol('mercato.resolvedSite');

export interface SiteCarrier {
  headers: IncomingHttpHeaders;
  [RESOLVED_SITE]?: ResolvedSite;
}

export const siteNotFound = (): ApiError => new ApiError(404, HttpMessages.SITE_NOT_FOUND);

/** Resolves (once per request) the website the request's host belongs to; unknown host -> 404 ApiError. */
export async function resolveRequestSite(request: SiteCarrier, resolver: SiteResolver): Promise<ResolvedSite> {
  const cached = request[RESOLVED_SITE];
  if (cached) return cached;
  const host = parseRequestHost(request.headers, trustsProxy());
  const match = host ? await resolver.resolveHost(host) : null;
  if (!host || !match) throw siteNotFound();
  const site = { websiteId: match.websiteId, host };
  request[RESOLVED_SITE] = site;
  return site;
}

/** The site a guard already resolved for this request, if any. */
export function resolvedSiteOf(request: SiteCarrier): ResolvedSite | undefined {
  return request[RESOLVED_SITE];
}
