import { ContributorService } from '@mercato/accounts/application';
import { accountsParts, ContributorAuthModule } from '@mercato/accounts/http';
import { SiteResolutionModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { HostSiteResolver } from '@mercato/sites/application';
import { SitesModule, sitesParts } from '@mercato/sites/http';
import { DEMO_OWNER_ACCOUNT, seedDemoSites } from '@mercato/sites/seed';

/**
 * Distributed mode's sites service: sites, hosts, layout and the storefront's site shell, plus
 * the accounts context: contributor accounts and owner login (other services check sessions here). It learns the store
 * collections its navigation links to from the catalog topic.
 */
export const sitesService: ServiceWithRuntime = {
  apiTitle: 'Mercato sites',
  transport: 'kafka',
  parts: combineParts(accountsParts, sitesParts),
  modules: () => [ContributorAuthModule, SitesModule, SiteResolutionModule.forRoot({ useExisting: HostSiteResolver }, [SitesModule])],
  // MERCATO_SEED=demo: the demo sites and their owner; the gateway seeds the stores through the API.
  started: async (sites, context) => {
    if (context.config.seed === 'demo' && (await seedDemoSites(sites.app, context.logger))) await sites.app.get(ContributorService).create(DEMO_OWNER_ACCOUNT);
  },
};
