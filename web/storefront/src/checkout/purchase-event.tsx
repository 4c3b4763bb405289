import { ClankerSchemaName, isCurrencyCode } from '@mercato/spec';
import { useEffect } from 'react';
import { useStorefrontEvents } from '../analytics/react';
import { socialPixel, trackPurchase } from '../analytics/social-pixel';
import { type OrderConfirmation } from './checkout-types';
import { purchaseFields } from './purchase-fields';

const REPORTED_KEY = 'mercato.purchase-reported';

/** Whether this browser tab already reported the order: a reload of the confirmed page must not count it twice. */
function firstReport(orderId: string): boolean {
  try {
    const reported = new Set((sessionStorage.getItem(REPORTED_KEY) ?? '').split(' '));
    if (reported.has(orderId)) return false;
    sessionStorage.setItem(REPORTED_KEY, [...reported, orderId].filter(Boolean).join(' '));
  } catch {
    // No session storage (a privacy mode): report; a reload may then count it again.
  }
  return true;
}

/** Spec §7 client event "purchase" and the social pixel's purchase track for a paid order, once per order; renders nothing. */
export function PurchaseEvent({ order }: { order: OrderConfirmation }) {
  const events = useStorefrontEvents();
  const paid = order.status === 'placed' || order.status === 'fulfilled';
  useEffect(() => {
    if (!paid || !firstReport(order.id)) return;
    events.clientEvent(ClankerSchemaName.PURCHASE, order.id, purchaseFields(order));
    const currency = order.grandTotal.currencyCode;
    // The order's items carry SKUs, not item ids: the pixel's content ids are the SKUs.
    if (isCurrencyCode(currency)) trackPurchase(socialPixel, { transactionId: order.id, valueCents: order.grandTotal.value, currency, itemIds: order.items.map((item) => item.sku) });
  }, [events, order, paid]);
  return null;
}
