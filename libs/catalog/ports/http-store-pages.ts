import { callPeerService } from '@mercato/http';
import type { StorePages } from './store-pages.port';

/** Where services/catalog serves STORE_PAGES to other processes (not under /api: never proxied). */
export const STORE_PAGES_INTERNAL_PATH = 'internal/store-pages';

/** At most this many page ids per question (a form is placed on far fewer). */
export const STORE_PAGES_MAX_IDS = 200;

/** What the internal endpoint answers: the ids asked about that name none of the site's store pages. */
export interface UnknownStorePagesAnswer {
  readonly unknownPageIds: string[];
}

/**
 * STORE_PAGES for a process without the catalog (services/forms): the catalog service's internal
 * endpoint (StorePagesInternalModule). A read: retrying it is always safe. When the catalog does
 * not answer, the form is not saved (the check fails rather than letting any page id through).
 */
export class HttpStorePages implements StorePages {
  constructor(
    private readonly catalogServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async unknownPageIds(websiteId: string, pageIds: readonly string[]): Promise<string[]> {
    if (pageIds.length === 0) return [];
    const url = `${this.catalogServiceUrl}/${STORE_PAGES_INTERNAL_PATH}/${encodeURIComponent(websiteId)}/unknown`;
    const response = await callPeerService('catalog', this.fetchImpl, url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pageIds }) });
    return ((await response.json()) as UnknownStorePagesAnswer).unknownPageIds;
  }
}
