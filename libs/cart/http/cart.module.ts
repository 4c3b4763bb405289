import { Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CART_CONFIG, CART_VIEWS, CATALOG_OFFERS, CartCheckoutAdapter, CartCommandRunner, CartFollowsUser, SITE_USER_CARTS, cartHandlers, type CartConfig } from '@mercato/cart/application';
import { CachedCatalogOffers, DEFAULT_MAX_CACHED_OFFERS, PostgresCartViews, PostgresCatalogOffers, PostgresSiteUserCarts, onCatalogOffersCommitted } from '@mercato/cart/infrastructure';
import { CART_CHECKOUT, CART_HANDOVER } from '@mercato/cart/ports';
import { CartOverviewQueries } from '@mercato/cart/projections';
import { CartController } from './cart.controller';
import { CartBodyLimitGuard, CartRateLimitGuard } from './cart-guards';

/**
 * The cart context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER. Global so
 * its published ports (CART_HANDOVER for the site users' sign-in and sign-out, CART_CHECKOUT for
 * the orders context) reach the modules beside it.
 */
@Global()
@Module({
  imports: [CqrsModule],
  controllers: [CartController],
  providers: [
    { provide: CART_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): CartConfig => runtime.config.cart },
    {
      provide: CATALOG_OFFERS,
      inject: [DataSource, CART_CONFIG],
      useFactory: (dataSource: DataSource, config: CartConfig) =>
        new CachedCatalogOffers(new PostgresCatalogOffers(dataSource), { ttlMs: config.offerCacheTtlMs, maxOffers: DEFAULT_MAX_CACHED_OFFERS }).follow(onCatalogOffersCommitted),
    },
    { provide: CART_VIEWS, inject: [DataSource], useFactory: (dataSource: DataSource) => new PostgresCartViews(dataSource) },
    CartCommandRunner,
    CartRateLimitGuard,
    CartBodyLimitGuard,
    { provide: SITE_USER_CARTS, inject: [DataSource], useFactory: (dataSource: DataSource) => new PostgresSiteUserCarts(dataSource) },
    { provide: CART_HANDOVER, useClass: CartFollowsUser },
    CartOverviewQueries,
    ...cartHandlers,
    { provide: CART_CHECKOUT, useClass: CartCheckoutAdapter },
  ],
  exports: [CartOverviewQueries, CART_HANDOVER, CART_CHECKOUT],
})
export class CartModule {}
