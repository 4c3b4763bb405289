import { type DynamicModule, Global, Module } from '@nestjs/common';
import { SiteResolutionModule } from '@mercato/http';
import { SITE_DIRECTORY } from '@mercato/sites/ports';
import { SiteDirectoryReadModel } from './site-directory.read-model';

/**
 * Distributed mode: SITE_DIRECTORY from the service's own copy of the sites topic (in embedded mode
 * the sites module provides it). Global: every context module of the service injects the port.
 */
@Global()
@Module({
  providers: [SiteDirectoryReadModel, { provide: SITE_DIRECTORY, useExisting: SiteDirectoryReadModel }],
  exports: [SiteDirectoryReadModel, SITE_DIRECTORY],
})
export class SiteDirectoryReadModelModule {}

/**
 * What a service with its own database mounts beside `siteDirectoryParts`: SITE_DIRECTORY, and
 * SITE_RESOLVER (behind the default cache, for `SiteGuard`), both answered by the site directory.
 */
export function siteDirectoryModules(): [typeof SiteDirectoryReadModelModule, DynamicModule] {
  return [SiteDirectoryReadModelModule, SiteResolutionModule.forRoot({ useExisting: SiteDirectoryReadModel }, [SiteDirectoryReadModelModule])];
}
