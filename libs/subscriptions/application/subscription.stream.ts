import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { subscriptionDecider, type SubscriptionCommand, type SubscriptionEvent, type SubscriptionState } from '@mercato/subscriptions/domain';

/** A weekly subscription gathers about 52 events a year: fold from a snapshot past a few dozen. */
export const subscriptionStream: StreamDefinition<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  streamType: 'subscription',
  decider: subscriptionDecider,
  codec: streamEventCodec<SubscriptionEvent>(),
  snapshot: { every: 50, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as SubscriptionState },
};
