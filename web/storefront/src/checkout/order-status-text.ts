import { type OrderConfirmation } from './checkout-types';

/** The order's state in the buyer's words. */
export function orderStatusText(order: Pick<OrderConfirmation, 'status' | 'paymentFailure'>): string {
  switch (order.status) {
    case 'pending':
      return 'Received, waiting for the payment';
    case 'failed':
      return `Not placed: ${order.paymentFailure ?? 'the payment failed'}`;
    case 'placed':
      return 'Paid, being prepared';
    case 'fulfilled':
      return 'Fulfilled';
  }
}
