import type { OwnerOrder } from '../api/types';
import { orderMoneyText, refundableCents } from '../model/order-summary';
import { OrderRefundForm } from './order-refund-form';

/** How the order was paid, what was refunded, and for a writer the refund form. */
export function OrderPayment({ order, canWrite }: { order: OwnerOrder; canWrite: boolean }) {
  const refundable = refundableCents(order);
  return (
    <section aria-labelledby="order-payment-heading">
      <h2 id="order-payment-heading">Payment</h2>
      <dl className="facts" data-testid="order-payment">
        <dt>Provider</dt>
        <dd>
          {order.paymentProvider}
          {order.testMode ? ' (test mode)' : ''}
        </dd>
        {order.paymentId ? (
          <>
            <dt>Payment</dt>
            <dd>
              <code>{order.paymentId}</code>
            </dd>
          </>
        ) : null}
        {order.paymentFailure ? (
          <>
            <dt>Failure</dt>
            <dd>{order.paymentFailure}</dd>
          </>
        ) : null}
        <dt>Refunded</dt>
        <dd data-testid="order-refunded">{orderMoneyText(order.refundedTotal)}</dd>
      </dl>
      {canWrite && refundable > 0 ? <OrderRefundForm order={order} refundableCents={refundable} /> : null}
    </section>
  );
}
