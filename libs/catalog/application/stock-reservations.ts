import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PostgresEventStore, loadState } from '@mercato/event-store';
import { productDecider, productStreamId, type ProductEvent } from '@mercato/catalog/domain';
import type { InTransactionStockReservations, StockLine, StockShortage } from '@mercato/catalog/ports';
import { productStream } from './streams';

/** Lines merged per product and variant, products in a fixed order so two transactions lock them alike (no deadlock). */
export function byProduct(lines: readonly StockLine[]): Array<[string, Map<string, number>]> {
  const products = new Map<string, Map<string, number>>();
  for (const line of lines) {
    const variants = products.get(line.itemId) ?? new Map<string, number>();
    variants.set(line.variantId, (variants.get(line.variantId) ?? 0) + line.quantity);
    products.set(line.itemId, variants);
  }
  return [...products].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The reason of an order's stock moves, as the owner's stock history shows it. */
export const orderStockReason = (orderId: string) => `order ${orderId}`;

/** STOCK_RESERVATIONS on the catalog's product streams, in the caller's transaction. */
@Injectable()
export class EventStoreStockReservations implements InTransactionStockReservations {
  readonly kind = 'in-transaction';

  constructor(@Inject(PostgresEventStore) private readonly store: PostgresEventStore) {}

  take(manager: EntityManager, websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<StockShortage | null> {
    return this.move(manager, websiteId, lines, -1, orderStockReason(orderId));
  }

  async giveBack(manager: EntityManager, websiteId: string, orderId: string, lines: readonly StockLine[]): Promise<void> {
    await this.move(manager, websiteId, lines, 1, orderStockReason(orderId));
  }

  private async move(manager: EntityManager, websiteId: string, lines: readonly StockLine[], sign: 1 | -1, reason: string): Promise<StockShortage | null> {
    for (const [itemId, variants] of byProduct(lines)) {
      const streamId = productStreamId(itemId);
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [streamId]);
      const loaded = await loadState(this.store, productStream, streamId, manager);
      let state = loaded.state;
      const missing = state.status !== 'created' || state.websiteId !== websiteId;
      const events: ProductEvent[] = [];
      for (const [variantId, quantity] of variants) {
        const variant = state.status === 'created' && !missing ? state.variants[variantId] : undefined;
        if (!variant) {
          // A product without variants (digital) has no stock; a vanished product or variant cannot be sold.
          if (sign < 0 && (missing || variantId !== '')) return { itemId, variantId, available: 0 };
          continue;
        }
        if (variant.unlimited) continue;
        if (sign < 0 && variant.qtyInStock < quantity) return { itemId, variantId, available: variant.qtyInStock };
        const decided = productDecider.decide({ type: 'AdjustStock', websiteId, variantId, delta: sign * quantity, reason }, state);
        state = decided.reduce(productDecider.evolve, state);
        events.push(...decided);
      }
      if (events.length > 0) {
        await this.store.append(streamId, productStream.streamType, loaded.version === 0 ? 'no_stream' : loaded.version, events.map((event) => productStream.codec.encode(event)), { manager });
      }
    }
    return null;
  }
}
