import { decodeEvent, encodeEvent, type EventMessage } from '@mercato/contracts';
import type { EventCodec, StreamDefinition } from '@mercato/event-store';
import { productDecider, storeDecider, type ProductCommand, type ProductEvent, type ProductState, type StoreCommand, type StoreEvent, type StoreState } from '@mercato/catalog/domain';

/** The contracts codec, narrowed to one stream's events. */
function contractCodec<Event extends EventMessage>(): EventCodec<Event> {
  return {
    encode: (event) => encodeEvent(event),
    decode: (eventType, data) => decodeEvent(eventType, data) as Event,
  };
}

export const storeStream: StreamDefinition<StoreCommand, StoreEvent, StoreState> = {
  streamType: 'catalog-store',
  decider: storeDecider,
  codec: contractCodec<StoreEvent>(),
};

export const productStream: StreamDefinition<ProductCommand, ProductEvent, ProductState> = {
  streamType: 'catalog-product',
  decider: productDecider,
  codec: contractCodec<ProductEvent>(),
  // Stock moves make long streams; fold them from a snapshot every 100 events.
  snapshot: { every: 100, toJson: (state) => state, fromJson: (json) => json as ProductState },
};
