import { ContributorAuthModule, SiteResolutionModule } from '@mercato/http';
import type { ServiceWithRuntime } from '@mercato/runtime';
import { HostSiteResolver } from '@mercato/sites/application';
import { SitesModule, sitesParts } from '@mercato/sites/http';

/**
 * Distributed mode's sites service: sites, hosts, layout and the storefront's site shell, plus
 * contributor accounts and owner login (other services check sessions here). It learns the store
 * collections its navigation links to from the catalog topic.
 */
export const sitesService: ServiceWithRuntime = {
  apiTitle: 'Mercato sites',
  transport: 'kafka',
  parts: sitesParts,
  modules: () => [ContributorAuthModule, SitesModule, SiteResolutionModule.forRoot({ useExisting: HostSiteResolver }, [SitesModule])],
};
