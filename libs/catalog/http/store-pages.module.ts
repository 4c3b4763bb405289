import { Global, Module } from '@nestjs/common';
import { EventStoreStorePages } from '@mercato/catalog/application';
import { STORE_PAGES } from '@mercato/catalog/ports';

/**
 * The published STORE_PAGES, global so it reaches the modules beside the catalog (forms checks the
 * pages a form is placed on) wherever CatalogModule runs; a process without the catalog has none.
 */
@Global()
@Module({
  providers: [{ provide: STORE_PAGES, useClass: EventStoreStorePages }],
  exports: [STORE_PAGES],
})
export class StorePagesModule {}
