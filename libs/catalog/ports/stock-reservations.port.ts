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
 * The catalog's published port for checkout: stock moves as the catalog's own StockAdjusted events,
 * appended in the caller's transaction (so an order and its stock commit together or not at all).
 * Each product's stream is locked for the transaction, folded, and appended with its expected
 * version: concurrent takes queue, and stock never goes below zero. A writer that does not lock
 * (an owner's edit) makes the append fail with a ConcurrencyError: the caller runs it all again.
 * Unlimited variants and products without variants are never counted.
 */
export interface StockReservations {
  /** Takes the units off stock; answers the first shortage (the caller rolls back), or null. */
  take(manager: EntityManager, websiteId: string, lines: readonly StockLine[], reason: string): Promise<StockShortage | null>;
  /** Puts units taken before back on stock. */
  giveBack(manager: EntityManager, websiteId: string, lines: readonly StockLine[], reason: string): Promise<void>;
}

export const STOCK_RESERVATIONS = Symbol('STOCK_RESERVATIONS');
