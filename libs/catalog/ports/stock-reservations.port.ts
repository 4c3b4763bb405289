import type { EntityManager } from 'typeorm';

/** Units of one product variant; variantId '' names a product without variants (a digital item). */
export interface StockLine {
  readonly itemId: string;
  readonly variantId: string;
  readonly quantity: number;
}

/** The first line stock could not cover, and what there was. */
export interface StockShortage {
  readonly itemId: string;
  readonly variantId: string;
  readonly available: number;
}

/**
 * The catalog's published port for checkout, in one of two kinds:
 *
 * - `in-transaction` (the catalog's streams are in the caller's database, the embedded gateway):
 *   stock moves as the catalog's own StockAdjusted events appended in the caller's transaction, so
 *   an order and its stock commit together or not at all. Each product's stream is locked for the
 *   transaction, folded, and appended with its expected version: concurrent takes queue, and stock
 *   never goes below zero. A writer that does not lock (an owner's edit) makes the append fail with
 *   a ConcurrencyError: the caller runs it all again.
 * - `saga` (the catalog service elsewhere, HttpStockReservations): each call commits on its own in
 *   the catalog, idempotent by order id (a second take decides nothing, a give-back without a take
 *   gives nothing). The caller takes before it appends its order and gives back only once the
 *   order's failure committed. A take no order confirms (the caller died in between) is given back
 *   by the catalog after its maximum age; an order's failure on orders.events.v1 gives back too.
 *
 * Unlimited variants and products without variants are never counted.
 */
export type StockReservations = InTransactionStockReservations | SagaStockReservations;

export interface InTransactionStockReservations {
  readonly kind: 'in-transaction';
  /** Takes the units off stock; answers the first shortage (the caller rolls back), or null. */
  take(manager: EntityManager, websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<StockShortage | null>;
  /** Puts units taken before back on stock. */
  giveBack(manager: EntityManager, websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<void>;
}

export interface SagaStockReservations {
  readonly kind: 'saga';
  /** Takes the order's units (all or none), committed in the catalog; answers the first shortage, or null (also when this order holds them already). */
  take(websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<StockShortage | null>;
  /** Gives back what the order holds; nothing when it holds nothing. */
  giveBack(websiteId: string, orderId: string): Promise<void>;
}

export const STOCK_RESERVATIONS = Symbol('STOCK_RESERVATIONS');
