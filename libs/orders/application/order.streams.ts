import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import {
  checkoutSettingsDecider, orderDecider,
  type CheckoutSettingsEvent, type CheckoutSettingsState, type OrderCommand, type OrderEvent, type OrderState, type UpdateCheckoutSettings,
} from '@mercato/orders/domain';

/** An order's stream: a handful of events in its life, so no snapshots. */
export const orderStream: StreamDefinition<OrderCommand, OrderEvent, OrderState> = {
  streamType: 'order',
  decider: orderDecider,
  codec: streamEventCodec<OrderEvent>(),
};

export const checkoutSettingsStream: StreamDefinition<UpdateCheckoutSettings, CheckoutSettingsEvent, CheckoutSettingsState> = {
  streamType: 'orders-checkout-settings',
  decider: checkoutSettingsDecider,
  codec: streamEventCodec<CheckoutSettingsEvent>(),
  // Only the latest update counts: folding from the last one's snapshot keeps reads one row.
  snapshot: { every: 1, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as CheckoutSettingsState },
};

