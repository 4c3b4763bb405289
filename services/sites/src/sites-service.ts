import { ContributorAuthModule, SiteResolutionModule } from '@mercato/http';
import type { ServiceWithRuntime } from '@mercato/runtime';
import { HostSiteResolver } from '@mercato/sites/application';
import { SitesModule, sitesParts } from '@mercato/sites/http';
import { seedDemoSites } from '@mercato/sites/seed';

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
  // MERCATO_SEED=demo: the demo sites and their owner; the gateway seeds the stores through the API.
  started: async (sites, context) => {
    if (context.config.seed === 'demo') await seedDemoSites(sites.app, context.logger);
  },
};
