import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { cartDecider, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';

export const cartStreamId = (cartId: string): string => `cart-${cartId}`;

export const cartStream: StreamDefinition<CartCommand, CartEvent, CartState> = {
  streamType: 'cart',
  decider: cartDecider,
  codec: streamEventCodec<CartEvent>(),
  // A busy cart (adds, quantity changes) folds at most this many events per command: the 1000th add costs what the first does.
  snapshot: { every: 20, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as CartState },
};
