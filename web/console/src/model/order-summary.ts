import { formatMoney, isCurrencyCode } from '@mercato/spec';
import type { OrderMoney, OrderStatus, OwnerOrder } from '../api/types';

/** "45.00 USD" in the spec's money format. */
export function orderMoneyText(money: Pick<OrderMoney, 'value' | 'currencyCode'>): string {
  return isCurrencyCode(money.currencyCode) ? `${formatMoney(money.value, money.currencyCode)} ${money.currencyCode}` : `${money.value} ${money.currencyCode}`;
}

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  placed: 'Paid, not fulfilled',
  fulfilled: 'Fulfilled',
};

/** What is left to refund of a paid order, in minor units; 0 for one never paid. */
export function refundableCents(order: Pick<OwnerOrder, 'status' | 'grandTotal' | 'refundedTotal'>): number {
  if (order.status !== 'placed' && order.status !== 'fulfilled') return 0;
  return Math.max(0, order.grandTotal.value - order.refundedTotal.value);
}

/** The list's status column: refunds show beside the status, since refunding does not change it. */
export function orderStatusSummary(order: Pick<OwnerOrder, 'status' | 'grandTotal' | 'refundedTotal'>): string {
  const label = ORDER_STATUS_LABELS[order.status];
  if (order.refundedTotal.value === 0) return label;
  return order.refundedTotal.value >= order.grandTotal.value ? `${label}, refunded` : `${label}, partly refunded`;
}

/** A date and time as the owner reads it (their browser's locale and zone). */
export const orderTimeText = (ms: number): string => new Date(ms).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
