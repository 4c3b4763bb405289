import { type DynamicModule, Module } from '@nestjs/common';
import { ContributorAuthModule } from '@mercato/accounts/http';
import { SiteResolutionModule } from '@mercato/http';
import { CartModule } from '@mercato/cart/http';
import { CatalogModule } from '@mercato/catalog/http';
import { CensusModule } from '@mercato/census/http';
import { FormsModule } from '@mercato/forms/http';
import { GiftCardsModule } from '@mercato/gift-cards/http';
import { MailModule, MailOutboxModule } from '@mercato/mail';
import { RestockModule } from '@mercato/restock/http';
import { HostSiteResolver } from '@mercato/sites/application';
import { SitesModule } from '@mercato/sites/http';
import { SiteUsersModule } from '@mercato/site-users/http';
import { SubscriptionsModule } from '@mercato/subscriptions/http';
import { MediaModule } from '@mercato/media/http';
import { OrdersModule } from '@mercato/orders/http';

/**
 * Embedded mode: every context module in one process, then the console, with the storefront's catch-all last.
 * The platform's modules (database, health, metrics) come from the service bootstrap.
 */
@Module({})
export class GatewayModule {
  static embedded(ownerConsole: DynamicModule, storefront: DynamicModule): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        ContributorAuthModule,
        SitesModule,
        SiteResolutionModule.forRoot({ useExisting: HostSiteResolver }, [SitesModule]),
        CatalogModule,
        CensusModule,
        CartModule,
        FormsModule,
        MailModule,
        MailOutboxModule,
        RestockModule.withCaptcha(FormsModule),
        SiteUsersModule,
        GiftCardsModule,
        SubscriptionsModule,
        MediaModule,
        OrdersModule.withPorts([CartModule, CatalogModule, SubscriptionsModule, GiftCardsModule]),
        ownerConsole,
        storefront,
      ],
    };
  }
}
