import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { productDecider, storeDecider, type ProductCommand, type ProductEvent, type ProductState, type StoreCommand, type StoreEvent, type StoreState } from '@mercato/catalog/domain';

export const storeStream: StreamDefinition<StoreCommand, StoreEvent, StoreState> = {
  streamType: 'catalog-store',
  decider: storeDecider,
  codec: streamEventCodec<StoreEvent>(),
};

export const productStream: StreamDefinition<ProductCommand, ProductEvent, ProductState> = {
  streamType: 'catalog-product',
  decider: productDecider,
  codec: streamEventCodec<ProductEvent>(),
  // Stock moves make long streams; every command folds the events since the last snapshot, so keep
  // that short (at 500 stock moves/s, every 100 events made reading and decoding them a large
  // share of the command's CPU, see tests/load/RESULTS.md).
  // State version 2: the state became a union on `status` (version 1 had a `created` flag);
  // version 3 keeps the open reservations of checkout in another process; version 4 the product type.
  snapshot: { every: 20, stateVersion: 4, toJson: (state) => state, fromJson: (json) => json as ProductState },
};
