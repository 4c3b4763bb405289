import { RemoteContributorAuthModule, SiteResolutionModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { CatalogModule, SiteDirectoryReadModelModule, catalogParts, siteDirectoryParts } from '@mercato/catalog/http';
import { SiteDirectoryReadModel } from '@mercato/catalog/infrastructure';

export interface CatalogServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
}

/**
 * Distributed mode's catalog service: stores, products, stock and their read model. What it
 * knows of websites (hosts, currency, time zone) comes from the sites topic into its own tables.
 */
export function catalogService({ sitesServiceUrl }: CatalogServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato catalog',
    transport: 'kafka',
    parts: combineParts(catalogParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      SiteDirectoryReadModelModule,
      SiteResolutionModule.forRoot({ useExisting: SiteDirectoryReadModel }, [SiteDirectoryReadModelModule]),
      CatalogModule,
    ],
  };
}
