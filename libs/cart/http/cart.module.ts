import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { CART_CONFIG, CART_VIEWS, CATALOG_OFFERS, CartCommandRunner, cartHandlers, type CartConfig } from '@mercato/cart/application';
import { PostgresCartViews, PostgresCatalogOffers } from '@mercato/cart/infrastructure';
import { CartOverviewQueries } from '@mercato/cart/projections';
import { CartController } from './cart.controller';
import { CartBodyLimitGuard, CartRateLimitGuard } from './cart-guards';

/** The cart context. Needs the platform's DataSource, PostgresEventStore and SITE_RESOLVER. */
@Module({
  imports: [CqrsModule],
  controllers: [CartController],
  providers: [
    { provide: CART_CONFIG, inject: [RUNTIME], useFactory: (runtime: Runtime): CartConfig => runtime.config.cart },
    { provide: CATALOG_OFFERS, inject: [DataSource], useFactory: (dataSource: DataSource) => new PostgresCatalogOffers(dataSource) },
    { provide: CART_VIEWS, inject: [DataSource], useFactory: (dataSource: DataSource) => new PostgresCartViews(dataSource) },
    CartCommandRunner,
    CartRateLimitGuard,
    CartBodyLimitGuard,
    CartOverviewQueries,
    ...cartHandlers,
  ],
  exports: [CartOverviewQueries],
})
export class CartModule {}
