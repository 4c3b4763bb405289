import { Global, Module } from '@nestjs/common';
import { SiteDirectoryReadModel } from '@mercato/catalog/infrastructure';
import { SITE_DIRECTORY } from '@mercato/sites/ports';

/**
 * Distributed mode: SITE_DIRECTORY from the catalog's own copy of the sites topic (in embedded
 * mode the sites module provides it). Also use `SiteDirectoryReadModel` as the SITE_RESOLVER.
 */
@Global()
@Module({
  providers: [SiteDirectoryReadModel, { provide: SITE_DIRECTORY, useExisting: SiteDirectoryReadModel }],
  exports: [SiteDirectoryReadModel, SITE_DIRECTORY],
})
export class SiteDirectoryReadModelModule {}
