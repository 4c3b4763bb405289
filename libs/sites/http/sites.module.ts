import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import {
  CommercePreferencesReader,
  HostSiteResolver,
  SiteExperimentsReader,
  SiteStateReader,
  StorefrontSiteReader,
  STOREFRONT_INTEGRATION_DEFAULTS,
  StoreSettingsReader,
  StorefrontIntegrationsReader,
  commercePreferencesCommandHandlers,
  siteCommandHandlers,
  siteExperimentsCommandHandlers,
  siteSettingsCommandHandlers,
  storeSettingsCommandHandlers,
  storefrontIntegrationsCommandHandlers,
  type StorefrontIntegrationDefaults,
} from '@mercato/sites/application';
import { OwnerSiteQueries, SiteQueries } from '@mercato/sites/projections';
import { SITE_DIRECTORY, STOREFRONT_INTEGRATIONS } from '@mercato/sites/ports';
import { OwnerSitesController } from './owner-sites.controller';
import { SitesController } from './sites.controller';
import { StoreSettingsController } from './store-settings.controller';
import { CommercePreferencesController } from './commerce-preferences.controller';
import { SiteSettingsController } from './site-settings.controller';
import { StorefrontIntegrationsController } from './storefront-integrations.controller';
import { SiteExperimentsController } from './site-experiments.controller';

/**
 * The sites context: site creation, navigation, store settings, host resolution and the storefront's site shell.
 * Global because other contexts ask it about websites (SITE_DIRECTORY).
 */
@Global()
@Module({
  imports: [CqrsModule],
  // StoreSettingsController before CommercePreferencesController: its static path must match first.
  controllers: [SitesController, StoreSettingsController, CommercePreferencesController, SiteSettingsController, OwnerSitesController, StorefrontIntegrationsController, SiteExperimentsController],
  providers: [
    ...siteCommandHandlers,
    ...storeSettingsCommandHandlers,
    ...commercePreferencesCommandHandlers,
    ...siteSettingsCommandHandlers,
    ...storefrontIntegrationsCommandHandlers,
    ...siteExperimentsCommandHandlers,
    SiteExperimentsReader,
    StorefrontSiteReader,
    CommercePreferencesReader,
    SiteStateReader,
    StoreSettingsReader,
    SiteQueries,
    OwnerSiteQueries,
    HostSiteResolver,
    { provide: SITE_DIRECTORY, useExisting: StoreSettingsReader },
    // The deployment's env values are the defaults of a site whose owner has not chosen.
    {
      provide: STOREFRONT_INTEGRATION_DEFAULTS,
      inject: [RUNTIME],
      useFactory: ({ config }: Runtime): StorefrontIntegrationDefaults => (websiteId) => ({
        instalmentsAvailable: config.instalments.afterPayAvailable,
        socialPixelId: config.socialPixelIds.get(websiteId) ?? null,
      }),
    },
    StorefrontIntegrationsReader,
    { provide: STOREFRONT_INTEGRATIONS, useExisting: StorefrontIntegrationsReader },
  ],
  exports: [HostSiteResolver, SiteStateReader, SiteQueries, StorefrontSiteReader, SITE_DIRECTORY, STOREFRONT_INTEGRATIONS],
})
export class SitesModule {}
