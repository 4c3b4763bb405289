import { CachedSiteResolver, SiteResolutionModule, type SiteCacheSettings } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { SiteDirectoryReadModelModule, siteDirectoryParts } from '@mercato/catalog/http';
import { SiteDirectoryReadModel } from '@mercato/catalog/projections';
import { CensusModule, censusParts, readCensusBodies } from '@mercato/census/http';

/**
 * Every census request names its site by host: answered from memory, a lookup per host every few
 * seconds instead of a query per request (the query cost more than the ingestion itself, see
 * tests/load/RESULTS.md). A site created a moment ago may be refused with 404 for that long.
 */
const SITE_CACHE: SiteCacheSettings = { ttlMs: 5000, maxHosts: 10_000 };

/**
 * Distributed mode's census service: the tracking endpoints of spec §7 onto the census topics.
 * Which site a host belongs to comes from the sites topic, through the same site directory
 * projection the catalog service keeps (its tables live in this service's own database).
 */
export const censusService: ServiceWithRuntime = {
  apiTitle: 'Mercato census',
  transport: 'kafka',
  parts: combineParts(censusParts, siteDirectoryParts),
  modules: () => [
    SiteDirectoryReadModelModule,
    SiteResolutionModule.forRoot(
      { inject: [SiteDirectoryReadModel], useFactory: (directory: SiteDirectoryReadModel) => new CachedSiteResolver(directory, SITE_CACHE) },
      [SiteDirectoryReadModelModule],
    ),
    CensusModule,
  ],
  beforeBodyParsers: readCensusBodies,
};
