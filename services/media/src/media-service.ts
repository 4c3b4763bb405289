import { RemoteContributorAuthModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { MediaModule, mediaParts } from '@mercato/media/http';

export interface MediaServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
}

/**
 * Distributed mode's media service: image records and galleries on its own database, the files in
 * the object store MEDIA_STORAGE=s3 names; site hosts come from the sites topic through the site
 * directory projection the other services keep too.
 */
export function mediaService({ sitesServiceUrl }: MediaServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato media',
    transport: 'kafka',
    parts: combineParts(mediaParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      MediaModule,
    ],
  };
}
