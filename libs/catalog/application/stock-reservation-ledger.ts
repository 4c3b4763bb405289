import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ConcurrencyError, PostgresEventStore, loadState } from '@mercato/event-store';
import { productStreamId, reservationShortage, type ProductState, type StockReservationCommand } from '@mercato/catalog/domain';
import type { StockLine, StockShortage } from '@mercato/catalog/ports';
import { productStream } from './streams';
import { byProduct } from './stock-reservations';

/** An owner's edit of a product (which takes no lock) may race a reservation: each lost race decides again. */
const RESERVATION_RETRIES = 20;

/** Stock ran out inside the transaction: thrown to roll the products already reserved back. */
class ShortageFound extends Error {
  constructor(readonly shortage: StockShortage) {
    super('not enough stock');
  }
}

/**
 * Stock held by order id for checkout in another process (the orders saga): reserve, release and
 * sell on the products' streams, each product locked (advisory lock, products in id order) and
 * appended with its expected version, so the last unit goes to one order. Every call is idempotent
 * by order id. `catalog_stock_reservations` (written with the events) finds an order's products and
 * the reservations no order confirmed.
 */
@Injectable()
export class StockReservationLedger {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** Takes all the order's units in one transaction, or none: answers the first shortage. */
  async reserve(websiteId: string, orderId: string, lines: readonly StockLine[], at: number): Promise<StockShortage | null> {
    try {
      await this.retrying(() =>
        this.store.transaction(async (manager) => {
          for (const [itemId, variants] of byProduct(lines)) {
            const reserved = [...variants].map(([variantId, quantity]) => ({ variantId, quantity }));
            await this.decide(manager, itemId, websiteId, (product) => {
              const shortage = product?.reservations[orderId] ? null : reservationShortage(product, reserved);
              if (shortage) throw new ShortageFound({ itemId, ...shortage });
              return { type: 'ReserveStock', websiteId, orderId, lines: reserved, at };
            });
          }
        }),
      );
      return null;
    } catch (error) {
      if (error instanceof ShortageFound) return error.shortage;
      throw error;
    }
  }

  /** Gives the order's units back (nothing when it holds none); in `manager`'s transaction when given. */
  release(orderId: string, cause: 'given_back' | 'expired', manager?: EntityManager): Promise<void> {
    return this.closeAll(orderId, manager, (websiteId) => ({ type: 'ReleaseStock', websiteId, orderId, cause }));
  }

  /** The order was placed: its units stay taken and its reservation closes. */
  sell(orderId: string, manager: EntityManager): Promise<void> {
    return this.closeAll(orderId, manager, (websiteId) => ({ type: 'SellReservedStock', websiteId, orderId }));
  }

  /** An order was appended for the reservation: it no longer expires (the order's own failure gives it back). */
  async confirm(orderId: string, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE catalog_stock_reservations SET confirmed = true WHERE order_id = $1', [orderId]);
  }

  /** Gives back reservations taken before `reservedBefore` that no order confirmed; answers how many orders. */
  async expireUnconfirmed(reservedBefore: Date): Promise<number> {
    const stale: Array<{ order_id: string }> = await this.dataSource.query(
      'SELECT DISTINCT order_id FROM catalog_stock_reservations WHERE NOT confirmed AND reserved_at < $1 LIMIT 500',
      [reservedBefore],
    );
    for (const { order_id: orderId } of stale) await this.release(orderId, 'expired');
    return stale.length;
  }

  private async closeAll(orderId: string, manager: EntityManager | undefined, command: (websiteId: string) => StockReservationCommand): Promise<void> {
    const close = async (transaction: EntityManager) => {
      const held: Array<{ item_id: string; website_id: string }> = await transaction.query(
        'SELECT item_id, website_id FROM catalog_stock_reservations WHERE order_id = $1 ORDER BY item_id',
        [orderId],
      );
      for (const { item_id: itemId, website_id: websiteId } of held) await this.decide(transaction, itemId, websiteId, () => command(websiteId));
    };
    if (manager) return close(manager);
    await this.retrying(() => this.store.transaction(close));
  }

  /** Locks, folds and appends one product's decision, keeping the reservations table in step. */
  private async decide(manager: EntityManager, itemId: string, websiteId: string, commandFor: (product: Extract<ProductState, { status: 'created' }> | undefined) => StockReservationCommand): Promise<void> {
    const streamId = productStreamId(itemId);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [streamId]);
    const { state, version } = await loadState(this.store, productStream, streamId, manager);
    const product = state.status === 'created' && state.websiteId === websiteId ? state : undefined;
    const command = commandFor(product);
    if (!product) return;
    const events = productStream.decider.decide(command, product);
    if (events.length === 0) return;
    await this.store.append(streamId, productStream.streamType, version, events.map((event) => productStream.codec.encode(event)), { manager });
    if (command.type === 'ReserveStock') {
      await manager.query('INSERT INTO catalog_stock_reservations (order_id, item_id, website_id, reserved_at) VALUES ($1, $2, $3, $4)', [command.orderId, itemId, websiteId, new Date(command.at)]);
    } else {
      await manager.query('DELETE FROM catalog_stock_reservations WHERE order_id = $1 AND item_id = $2', [command.orderId, itemId]);
    }
  }

  private async retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!(error instanceof ConcurrencyError) || attempt >= RESERVATION_RETRIES) throw error;
      }
    }
  }
}
