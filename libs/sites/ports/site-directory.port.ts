import type { StoreSettings } from '@mercato/spec';

/** What the sites context publishes about a website to other contexts. */
export interface SiteFacts {
  readonly websiteId: string;
  readonly timeZone: string;
  readonly storeSettings: StoreSettings;
}

/**
 * The sites context's published read port. In one process the sites module answers it from its
 * streams; a service with its own database answers it from its copy of the sites topic.
 */
export interface SiteDirectory {
  /** The website's facts, or null if there is no such site. */
  siteFacts(websiteId: string): Promise<SiteFacts | null>;
}

export const SITE_DIRECTORY = Symbol('SITE_DIRECTORY');
