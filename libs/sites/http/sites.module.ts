import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SITE_DIRECTORY } from '@mercato/catalog/application';
import { HostSiteResolver, SiteStateReader, siteCommandHandlers } from '@mercato/sites/application';
import { SiteQueries } from '@mercato/sites/projections';
import { SitesController } from './sites.controller';

/**
 * The sites context: site creation, navigation, host resolution and the storefront's site shell.
 * Global because other contexts ask it about websites (SITE_DIRECTORY).
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [SitesController],
  providers: [...siteCommandHandlers, SiteStateReader, SiteQueries, HostSiteResolver, { provide: SITE_DIRECTORY, useExisting: SiteStateReader }],
  exports: [HostSiteResolver, SiteStateReader, SITE_DIRECTORY],
})
export class SitesModule {}
