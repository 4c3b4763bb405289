import { SiteResolutionModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { SiteDirectoryReadModelModule, siteDirectoryParts } from '@mercato/catalog/http';
import { SiteDirectoryReadModel } from '@mercato/catalog/projections';
import { CensusModule, censusParts, readCensusBodies } from '@mercato/census/http';

/**
 * Distributed mode's census service: the tracking endpoints of spec §7 onto the census topics.
 * Which site a host belongs to comes from the sites topic, through the same site directory
 * projection the catalog service keeps (its tables live in this service's own database).
 */
export const censusService: ServiceWithRuntime = {
  apiTitle: 'Mercato census',
  transport: 'kafka',
  parts: combineParts(censusParts, siteDirectoryParts),
  modules: () => [SiteDirectoryReadModelModule, SiteResolutionModule.forRoot({ useExisting: SiteDirectoryReadModel }, [SiteDirectoryReadModelModule]), CensusModule],
  beforeBodyParsers: readCensusBodies,
};
