import { Inject, Injectable } from '@nestjs/common';
import { STOCK_RESERVATIONS, type StockReservations } from '@mercato/catalog/ports';
import { PAYMENT_PROVIDER, type PaymentProvider } from '@mercato/payments';
import { OrderViews } from '@mercato/orders/infrastructure';
import { refundExpiredOrderPayment } from './expired-payment-refund';
import { OrderCommandRunner } from './order-command-runner';
import { failOrderGivingStockBack } from './order-stock';

/** How long a checkout may hold its stock without paying (`ORDERS_RESERVATION_MAX_AGE_SECONDS`). */
export const RESERVATION_MAX_AGE_MS = Symbol('RESERVATION_MAX_AGE_MS');

/** Checkouts expired per round: a backlog goes in rounds, each order in its own transaction. */
const SWEEP_BATCH = 100;

/**
 * Gives back the stock of checkouts whose process died before paying: a pending order older than
 * the maximum age is failed as expired (OrderPaymentFailed, kind EXPIRED) with its stock put back
 * through the catalog's port (in the same transaction, or once it committed: order-stock.ts). The decider expires only a
 * pending order started before the cut-off, so a sweep racing a payment or another sweep changes
 * nothing twice; the buyer's retry is then refused (409 "This checkout took too long ...").
 * A payment captured for an expired order (its process died after the charge, before placing) is
 * refunded once the expiry has committed, never before: a racing checkout may still place it.
 */
@Injectable()
export class ReservationSweeper {
  constructor(
    @Inject(OrderCommandRunner) private readonly orders: OrderCommandRunner,
    @Inject(OrderViews) private readonly views: OrderViews,
    @Inject(STOCK_RESERVATIONS) private readonly stock: StockReservations,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(RESERVATION_MAX_AGE_MS) private readonly maxAgeMs: number,
  ) {}

  /** Expires what is stale at `now` (ms since the epoch; the caller's clock). Answers how many checkouts it expired. */
  async sweep(now: number): Promise<number> {
    const startedBefore = now - this.maxAgeMs;
    let expired = 0;
    for (;;) {
      const stale = await this.views.pendingStartedBefore(startedBefore, SWEEP_BATCH);
      const before = expired;
      for (const orderId of stale) {
        const state = await failOrderGivingStockBack(this.orders, this.stock, orderId, async (_, order) =>
          order.status === 'pending' ? { type: 'ExpireCheckout', websiteId: order.websiteId, orderId, at: now, startedBefore } : undefined,
        );
        if (state.status === 'failed' && state.failure.kind === 'expired') {
          expired += 1;
          await refundExpiredOrderPayment(this.payments, state);
        }
      }
      // A full round that expired nothing would list the same orders again.
      if (stale.length < SWEEP_BATCH || expired === before) return expired;
    }
  }
}
