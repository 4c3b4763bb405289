import { Global, Module } from '@nestjs/common';
import { EventStoreProductTypes, EventStoreStorePages } from '@mercato/catalog/application';
import { PRODUCT_TYPES, STORE_PAGES } from '@mercato/catalog/ports';

/**
 * The published STORE_PAGES and PRODUCT_TYPES, global so they reach the modules beside the catalog
 * (forms checks the pages a form is placed on, site-users a member area's paywall product) wherever
 * CatalogModule runs; a process without the catalog has none.
 */
@Global()
@Module({
  providers: [
    { provide: STORE_PAGES, useClass: EventStoreStorePages },
    { provide: PRODUCT_TYPES, useClass: EventStoreProductTypes },
  ],
  exports: [STORE_PAGES, PRODUCT_TYPES],
})
export class StorePagesModule {}
