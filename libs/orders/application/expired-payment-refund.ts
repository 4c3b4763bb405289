import { succeeded, type PaymentProvider } from '@mercato/payments';
import { createLogger } from '@mercato/observability';
import type { KnownOrder } from '@mercato/orders/domain';

const logger = createLogger('orders-expired-refunds');

/** Every provider call for an order is keyed by the order and the step, so a repeat changes nothing. */
export const orderPaymentKey = (orderId: string, step: string) => `order:${orderId}:${step}`;

/**
 * Refunds in full a card payment captured for an order the sweeper expired: found by its initiate
 * key, so also when the process that captured it died before placing the order. The refund's key
 * is the order's, so the sweeper and a checkout finishing late refund once between them.
 */
export async function refundExpiredOrderPayment(payments: PaymentProvider, order: KnownOrder): Promise<void> {
  const payment = await payments.findPayment({ websiteId: order.websiteId, idempotencyKey: orderPaymentKey(order.orderId, 'initiate') });
  if (payment?.status !== 'captured') return;
  const refunded = await payments.refund({ idempotencyKey: orderPaymentKey(order.orderId, 'expired-refund'), paymentId: payment.paymentId, amountCents: payment.amountCents });
  if (!succeeded(refunded)) logger.error({ orderId: order.orderId, paymentId: payment.paymentId, outcome: refunded }, 'an expired checkout’s payment could not be refunded: refund it in the provider’s dashboard');
}
