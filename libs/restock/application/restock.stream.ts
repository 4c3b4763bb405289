import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { restockDecider, type RestockCommand, type RestockEvent, type VariantRestockState } from '@mercato/restock/domain';

export const restockStream: StreamDefinition<RestockCommand, RestockEvent, VariantRestockState> = {
  streamType: 'restock-variant',
  decider: restockDecider,
  codec: streamEventCodec<RestockEvent>(),
  // A popular variant gathers thousands of sign-ups and their notices; fold from a recent snapshot.
  // Each snapshot holds every sign-up (megabytes at 10,000), and a send appends a status event per
  // notice in small batches: every 500 events, not 50, so writing snapshots does not outweigh folding.
  snapshot: { every: 500, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as VariantRestockState },
};
