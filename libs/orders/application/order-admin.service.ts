import { Inject, Injectable } from '@nestjs/common';
import { PAYMENT_PROVIDER, succeeded, type PaymentProvider } from '@mercato/payments';
import { CHECKOUT_MESSAGES, isCurrencyCode } from '@mercato/spec';
import { OrderError, orderDecider, refundSplit, type KnownOrder, type OrderState } from '@mercato/orders/domain';
import { GiftCardPayment } from './gift-card-payment';
import { OrderCommandRunner } from './order-command-runner';

/** The owner's changes to an order: fulfilment, and refunds through the provider. */
@Injectable()
export class OrderAdminService {
  constructor(
    @Inject(OrderCommandRunner) private readonly orders: OrderCommandRunner,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    @Inject(GiftCardPayment) private readonly giftCards: GiftCardPayment,
  ) {}

  async fulfil(websiteId: string, orderId: string): Promise<KnownOrder> {
    return known(await this.orders.run(orderId, { command: async () => ({ type: 'FulfillOrder', websiteId, orderId, at: Date.now() }) }), websiteId);
  }

  /**
   * Judges the refund on the order as it stands, asks the provider (keyed by the amount refunded
   * before, so a retried request refunds once), then records it. The provider's refusal is a 502.
   * The provider's part is refunded first; the rest gives the gift card's spend back (once).
   */
  async refund(websiteId: string, orderId: string, amountCents: number): Promise<KnownOrder> {
    const order = known(await this.orders.load(orderId), websiteId);
    const command = { type: 'RefundOrder' as const, websiteId, orderId, at: Date.now(), amountCents };
    orderDecider.decide(command, order);
    if (order.status !== 'placed' && order.status !== 'fulfilled') throw new Error('unreachable: the decider refuses unpaid orders');
    if (!isCurrencyCode(order.currency)) throw new Error(`Order ${orderId} has an unknown currency ${order.currency}`);
    const { providerCents, giftCardCents } = refundSplit(order, amountCents);
    if (providerCents > 0) {
      const refunded = await this.payments.refund({ idempotencyKey: `order:${orderId}:refund:${order.refundedCents}:${providerCents}`, paymentId: order.paymentId, amountCents: providerCents });
      if (!succeeded(refunded)) throw new OrderError('conflict', refunded.status === 'declined' ? refunded.reason : refunded.message);
    }
    if (giftCardCents > 0) await this.giftCards.release(order, order.giftCardRedemptionId);
    return known(
      await this.orders.run(orderId, {
        // A retry after the refund was recorded finds refundedCents moved on and records nothing more.
        command: async (_, state) => (state.status === 'placed' || state.status === 'fulfilled') && state.refundedCents === order.refundedCents ? command : undefined,
      }),
      websiteId,
    );
  }
}

function known(state: OrderState, websiteId: string): KnownOrder {
  if (state.status === 'absent' || state.websiteId !== websiteId) throw new OrderError('not_found', CHECKOUT_MESSAGES.orderNotFound);
  return state;
}
