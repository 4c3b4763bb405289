import { type DynamicModule, Module } from '@nestjs/common';
import { ContributorAuthModule, SiteResolutionModule } from '@mercato/http';
import { HealthModule, MetricsModule } from '@mercato/observability';
import { PlatformModule, type Runtime } from '@mercato/runtime';
import { CatalogModule } from '@mercato/catalog/http';
import { HostSiteResolver } from '@mercato/sites/application';
import { SitesModule } from '@mercato/sites/http';
import type { StorefrontAssets } from './storefront/storefront.controller';
import { StorefrontModule } from './storefront/storefront.module';

/** Embedded mode: every context module in one process, with the storefront's catch-all last. */
@Module({})
export class GatewayModule {
  static embedded(runtime: Runtime, assets: StorefrontAssets): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        PlatformModule.forRuntime(runtime),
        HealthModule,
        MetricsModule,
        ContributorAuthModule,
        SitesModule,
        SiteResolutionModule.forRoot({ useExisting: HostSiteResolver }, [SitesModule]),
        CatalogModule,
        StorefrontModule.withAssets(assets),
      ],
    };
  }
}
