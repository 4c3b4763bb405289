import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreStockReservations, catalogCommandHandlers } from '@mercato/catalog/application';
import { STOCK_RESERVATIONS } from '@mercato/catalog/ports';
import { CatalogQueries, StorefrontPages } from '@mercato/catalog/projections';
import { OwnerCatalogReadsController } from './owner-catalog-reads.controller';
import { OwnerCatalogController } from './owner-catalog.controller';
import { StorefrontCatalogController } from './storefront-catalog.controller';
import { StorePagesModule } from './store-pages.module';

/**
 * The catalog context. Needs the platform's global providers (DataSource, PostgresEventStore,
 * SITE_RESOLVER, contributor auth) and a SITE_DIRECTORY from the sites context. Publishes
 * STOCK_RESERVATIONS (exported) and STORE_PAGES (global, StorePagesModule).
 */
@Module({
  imports: [CqrsModule, StorePagesModule],
  controllers: [OwnerCatalogController, OwnerCatalogReadsController, StorefrontCatalogController],
  providers: [...catalogCommandHandlers, CatalogQueries, StorefrontPages, { provide: STOCK_RESERVATIONS, useClass: EventStoreStockReservations }],
  exports: [CatalogQueries, StorefrontPages, STOCK_RESERVATIONS],
})
export class CatalogModule {}
