import { type DynamicModule, Module } from '@nestjs/common';
import { RemoteContributorAuthModule, RemotePortModule } from '@mercato/http';
import { MailModule } from '@mercato/mail';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { CART_CHECKOUT, HttpCartCheckout } from '@mercato/cart/ports';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { HttpStockReservations, STOCK_RESERVATIONS } from '@mercato/catalog/ports';
import { CensusOutboxModule } from '@mercato/census/http';
import { GiftCardsModule, giftCardsParts } from '@mercato/gift-cards/http';
import { OrdersModule } from '@mercato/orders/http';
import { HttpPageGate, HttpSiteUserIdentity, PAGE_GATE, SITE_USER_IDENTITY } from '@mercato/site-users/ports';
import { ordersParts } from '@mercato/orders/orders.parts';
import { SubscriptionsModule, subscriptionsParts } from '@mercato/subscriptions/http';

export interface OrdersServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
  /** The catalog service: stock is reserved there over HTTP (its internal endpoints). */
  readonly catalogServiceUrl: string;
  /** The cart service: the cart to check out is read and marked purchased there over HTTP. */
  readonly cartServiceUrl: string;
  /**
   * The site-users service (SITE_USERS_SERVICE_URL): checkout asks it which site user the session
   * cookie signs in, recorded on the order for paid joins, and every visitor call here (checkout,
   * order views, gift card balance, subscriptions) whether the site's lock screen closes it
   * (SiteLockGuard, HttpPageGate; 503 while it does not answer). Absent: orders name no site user
   * (a paid join then goes by the checkout email) and no site lock closes these calls.
   */
  readonly siteUsersServiceUrl?: string | undefined;
}

@Module({})
class RemoteCheckoutPortsModule {
  /** The cart's and the catalog's checkout ports as clients of their services. */
  static of({ catalogServiceUrl, cartServiceUrl }: OrdersServiceOptions): DynamicModule {
    return {
      module: RemoteCheckoutPortsModule,
      providers: [
        { provide: CART_CHECKOUT, useValue: new HttpCartCheckout(cartServiceUrl) },
        { provide: STOCK_RESERVATIONS, useValue: new HttpStockReservations(catalogServiceUrl) },
      ],
      exports: [CART_CHECKOUT, STOCK_RESERVATIONS],
    };
  }
}

/**
 * Distributed mode's orders service: checkout and orders on their own database, with the gift
 * cards and subscriptions checkout pays through (their ports are called inside a checkout; they
 * have no service of their own). The cart and the stock are the cart and catalog services', over
 * HTTP: stock is a saga (taken before the order is appended, given back after its failure; see
 * libs/orders/README.md). Site hosts and store settings come from the sites topic, as the cart's.
 */
export function ordersService(options: OrdersServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato orders',
    transport: 'kafka',
    parts: combineParts(ordersParts, giftCardsParts, subscriptionsParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(options.sitesServiceUrl),
      ...siteDirectoryModules(),
      MailModule,
      CensusOutboxModule,
      ...(options.siteUsersServiceUrl
        ? [RemotePortModule.of(SITE_USER_IDENTITY, new HttpSiteUserIdentity(options.siteUsersServiceUrl)), RemotePortModule.of(PAGE_GATE, new HttpPageGate(options.siteUsersServiceUrl))]
        : []),
      GiftCardsModule,
      SubscriptionsModule,
      OrdersModule.withPorts([RemoteCheckoutPortsModule.of(options), SubscriptionsModule, GiftCardsModule]),
    ],
  };
}
