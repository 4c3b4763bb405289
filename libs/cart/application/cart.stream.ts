import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { cartDecider, type CartCommand, type CartEvent, type CartState } from '@mercato/cart/domain';

export const cartStreamId = (cartId: string): string => `cart-${cartId}`;

/** The shape of CartState in cart views: raise it when CartState changes, and the views are folded again from the events. */
export const CART_STATE_VERSION = 2;

/**
 * No snapshots: the cart view, written by every append's own statement, is the state a command
 * starts from, also after a lost race (CartCommandRunner), so the 1000th add costs what the first does.
 */
export const cartStream: StreamDefinition<CartCommand, CartEvent, CartState> = {
  streamType: 'cart',
  decider: cartDecider,
  codec: streamEventCodec<CartEvent>(),
};
