import type { OwnedSite } from '../api/types';

/** The site the page's host serves, if the contributor holds a role on it. */
export function siteServedAt(sites: readonly OwnedSite[], hostname: string): OwnedSite | undefined {
  const host = hostname.toLowerCase();
  return sites.find((site) => site.hostnames.includes(host));
}

/** Where the console page runs (`window.location` in the browser). */
export interface PageLocation {
  readonly hostname: string;
  readonly protocol: string;
  readonly port: string;
}

/** A path on a site's own address (this page's when it serves the site, else its first), with this page's scheme and port. */
export function siteUrlOf(site: OwnedSite, here: PageLocation, path: string): string | undefined {
  const hostname = site.hostnames.includes(here.hostname.toLowerCase()) ? here.hostname.toLowerCase() : site.hostnames[0];
  return hostname ? `${here.protocol}//${hostname}${here.port ? `:${here.port}` : ''}${path}` : undefined;
}

/** A site's own console. Layout and store settings are resolved by host, so a site is run from its own address. */
export function consoleUrlOf(site: OwnedSite, here: PageLocation): string | undefined {
  return siteUrlOf(site, here, `/config/${encodeURIComponent(site.websiteId)}`);
}
