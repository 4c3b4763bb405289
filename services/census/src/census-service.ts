import { DEFAULT_SITE_CACHE, SiteResolutionModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { CensusSiteHosts } from '@mercato/census/infrastructure';
import { CensusModule, CensusSiteHostsModule, censusParts, censusSiteHostsParts, readCensusBodies } from '@mercato/census/http';

/**
 * Every census request names its site by host (a query per request cost more than the ingestion
 * itself, see tests/load/RESULTS.md). Sites reach this service only from the sites topic, so "no
 * site" is remembered too: beacons for unknown hosts do not reach the database each time, and a
 * site created a moment ago may be refused with 404 for up to the cache's ttl.
 */
const SITE_CACHE = { ...DEFAULT_SITE_CACHE, rememberMisses: true };

/**
 * Distributed mode's census service: the tracking endpoints of spec §7 onto the census topics.
 * Which site a host belongs to comes from the sites topic, into the census's own `census_site_hosts`
 * (in this service's own database).
 */
export const censusService: ServiceWithRuntime = {
  apiTitle: 'Mercato census',
  transport: 'kafka',
  parts: combineParts(censusParts, censusSiteHostsParts),
  modules: () => [CensusSiteHostsModule, SiteResolutionModule.forRoot({ useExisting: CensusSiteHosts }, [CensusSiteHostsModule], SITE_CACHE), CensusModule],
  beforeBodyParsers: readCensusBodies,
};
