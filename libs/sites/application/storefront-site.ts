import { Inject, Injectable } from '@nestjs/common';
import { isExperimentCounted } from '@mercato/spec';
import { SiteQueries, type StorefrontSiteView } from '@mercato/sites/projections';
import { SiteExperimentsReader } from './site-experiments';

/**
 * The storefront's site shell (`GET /api/storefront/site`, and the embedded gateway's in-process
 * read of it): the sites projection, with the site's experiments from their stream.
 */
@Injectable()
export class StorefrontSiteReader {
  constructor(
    @Inject(SiteQueries) private readonly queries: SiteQueries,
    @Inject(SiteExperimentsReader) private readonly experiments: SiteExperimentsReader,
  ) {}

  async siteOf(websiteId: string): Promise<StorefrontSiteView | null> {
    const [shell, experiments] = await Promise.all([this.queries.storefrontSite(websiteId), this.experiments.experimentsOf(websiteId)]);
    // Only ACTIVE experiments count (spec §4): the others are the owner's business, not the page's.
    return shell && { ...shell, experiments: experiments.filter(isExperimentCounted) };
  }
}
