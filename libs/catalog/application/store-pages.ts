import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, loadState } from '@mercato/event-store';
import type { ProductType } from '@mercato/spec';
import { productStreamId, storeStreamId } from '@mercato/catalog/domain';
import type { ProductTypes, StorePages } from '@mercato/catalog/ports';
import { productStream, storeStream } from './streams';

/** STORE_PAGES on the catalog's store streams: a page is a store collection the site created. */
@Injectable()
export class EventStoreStorePages implements StorePages {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async unknownPageIds(websiteId: string, pageIds: readonly string[]): Promise<string[]> {
    const known = await Promise.all(
      pageIds.map(async (pageId) => {
        const { state } = await loadState(this.store, storeStream, storeStreamId(pageId));
        return state.status === 'created' && state.websiteId === websiteId;
      }),
    );
    return pageIds.filter((_, index) => !known[index]);
  }
}

/** PRODUCT_TYPES on the catalog's product streams. */
@Injectable()
export class EventStoreProductTypes implements ProductTypes {
  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  async productTypeOf(websiteId: string, itemId: string): Promise<ProductType | null> {
    const { state } = await loadState(this.store, productStream, productStreamId(itemId));
    return state.status === 'created' && state.websiteId === websiteId ? state.productType : null;
  }
}
