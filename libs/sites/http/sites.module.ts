import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import {
  CommercePreferencesReader,
  HostSiteResolver,
  SiteStateReader,
  StoreSettingsReader,
  commercePreferencesCommandHandlers,
  siteCommandHandlers,
  siteSettingsCommandHandlers,
  storeSettingsCommandHandlers,
} from '@mercato/sites/application';
import { OwnerSiteQueries, SiteQueries } from '@mercato/sites/projections';
import { SITE_DIRECTORY } from '@mercato/sites/ports';
import { OwnerSitesController } from './owner-sites.controller';
import { SitesController } from './sites.controller';
import { StoreSettingsController } from './store-settings.controller';
import { CommercePreferencesController } from './commerce-preferences.controller';
import { SiteSettingsController } from './site-settings.controller';

/**
 * The sites context: site creation, navigation, store settings, host resolution and the storefront's site shell.
 * Global because other contexts ask it about websites (SITE_DIRECTORY).
 */
@Global()
@Module({
  imports: [CqrsModule],
  // StoreSettingsController before CommercePreferencesController: its static path must match first.
  controllers: [SitesController, StoreSettingsController, CommercePreferencesController, SiteSettingsController, OwnerSitesController],
  providers: [
    ...siteCommandHandlers,
    ...storeSettingsCommandHandlers,
    ...commercePreferencesCommandHandlers,
    ...siteSettingsCommandHandlers,
    CommercePreferencesReader,
    SiteStateReader,
    StoreSettingsReader,
    SiteQueries,
    OwnerSiteQueries,
    HostSiteResolver,
    { provide: SITE_DIRECTORY, useExisting: StoreSettingsReader },
  ],
  exports: [HostSiteResolver, SiteStateReader, SiteQueries, SITE_DIRECTORY],
})
export class SitesModule {}
