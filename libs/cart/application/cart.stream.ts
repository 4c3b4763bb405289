import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { cartDecider, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';

export const cartStreamId = (cartId: string): string => `cart-${cartId}`;

/** The shape of CartState in snapshots and cart views: raise it when CartState changes, and both are folded again from the events. */
export const CART_STATE_VERSION = 2;

export const cartStream: StreamDefinition<CartCommand, CartEvent, CartState> = {
  streamType: 'cart',
  decider: cartDecider,
  codec: streamEventCodec<CartEvent>(),
  // A busy cart (adds, quantity changes) folds at most this many events per command: the 1000th add costs what the first does.
  snapshot: { every: 20, stateVersion: CART_STATE_VERSION, toJson: (state) => state, fromJson: (json) => json as CartState },
};
