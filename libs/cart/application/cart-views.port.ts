import type { EntityManager } from 'typeorm';
import type { CartState } from '@mercato/cart/domain';

/** A cart's state as of a version of its stream. */
export interface VersionedCart {
  readonly state: CartState;
  readonly version: number;
}

/**
 * The visitor's cart as of its last append, kept beside the events (written in the append's
 * transaction): a read right after a write sees it, and the next command starts from it instead of
 * folding the stream.
 */
export interface CartViews {
  write(manager: EntityManager, state: Exclude<CartState, { status: 'absent' }>, version: number): Promise<void>;
  /** The cart of this site, or absent when it has none (or the id is another site's). */
  read(websiteId: string, cartId: string): Promise<CartState>;
  /** The cart at its stream's version, undefined when there is no view of the current state shape. */
  readVersioned(cartId: string): Promise<VersionedCart | undefined>;
}

export const CART_VIEWS = Symbol('CartViews');
