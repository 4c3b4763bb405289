/** Port implemented from the sites read model: which website serves a host name. */
export interface SiteResolver {
  /** `host` is lowercased and has no port. Null when no website serves it. */
  resolveHost(host: string): Promise<{ websiteId: string } | null>;
}

export const SITE_RESOLVER = Symbol('SITE_RESOLVER');

/** The website a request is for, as given to handlers by `@CurrentSite()`. */
export interface ResolvedSite {
  websiteId: string;
  host: string;
}
