import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { cartDecider, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';

export const cartStreamId = (cartId: string): string => `cart-${cartId}`;

/** Bump when CartState's shape changes: older snapshots are then ignored and the stream folded again. */
const CART_STATE_VERSION = 1;

export const cartStream: StreamDefinition<CartCommand, CartEvent, CartState> = {
  streamType: 'cart',
  decider: cartDecider,
  codec: streamEventCodec<CartEvent>(),
  // A busy cart (adds, quantity changes) folds at most this many events per command: the 1000th add costs what the first does.
  snapshot: {
    every: 20,
    toJson: (state) => ({ version: CART_STATE_VERSION, state }),
    fromJson: (json) => {
      const stored = json as { version?: number; state?: CartState };
      return stored.version === CART_STATE_VERSION && stored.state ? stored.state : cartDecider.initialState();
    },
  },
};
