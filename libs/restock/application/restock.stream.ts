import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { restockDecider, type RestockCommand, type RestockEvent, type VariantRestockState } from '@mercato/restock/domain';

export const restockStream: StreamDefinition<RestockCommand, RestockEvent, VariantRestockState> = {
  streamType: 'restock-variant',
  decider: restockDecider,
  codec: streamEventCodec<RestockEvent>(),
  // A popular variant gathers thousands of sign-ups and their notices; fold from a recent snapshot.
  snapshot: { every: 50, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as VariantRestockState },
};
