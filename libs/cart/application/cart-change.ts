import type { CartEvent, CartState } from '@mercato/cart/domain';

/** What a command on a cart answers: the cart as it is now and the entry the command was about. */
export interface CartChange {
  readonly cartId: string;
  readonly state: CartState;
  readonly entryId: string | undefined;
}

/** The entry an add created or grew. */
export function touchedEntryId(events: readonly CartEvent[]): string | undefined {
  for (const event of events) {
    if (event.$typeName === 'mercato.cart.v1.CartEntryAdded' || event.$typeName === 'mercato.cart.v1.CartEntryQuantityChanged') return event.entryId;
  }
  return undefined;
}
