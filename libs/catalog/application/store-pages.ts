import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, loadState } from '@mercato/event-store';
import { storeStreamId } from '@mercato/catalog/domain';
import type { StorePages } from '@mercato/catalog/ports';
import { storeStream } from './streams';

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
