import { DEFAULT_CURRENCY, decimalValue, isCurrencyCode } from '@mercato/spec';
import { cardChargeCents } from './gift-card-part';
import type { KnownOrder, ShippingAddress } from './order.state';

/** Spec §3 Money: minor units and currency, and the decimal form. */
export interface OrderMoneyView {
  readonly value: number;
  readonly currency: string;
  readonly decimalValue: string;
  readonly currencyCode: string;
}

/** Spec §3 "Order confirmation", with what the order pages show besides. */
export interface OrderConfirmationView {
  readonly id: string;
  readonly orderNumber: number;
  readonly orderToken: string;
  readonly status: KnownOrder['status'];
  readonly purchasedCartId: string;
  readonly testMode: boolean;
  readonly websiteId: string;
  readonly email: string;
  readonly items: ReadonlyArray<{ readonly sku: string; readonly productName: string; readonly quantity: number; readonly unitPrice: OrderMoneyView }>;
  readonly subtotal: OrderMoneyView;
  readonly discountTotal: OrderMoneyView;
  readonly shippingTotal: OrderMoneyView;
  readonly taxTotal: OrderMoneyView;
  readonly grandTotal: OrderMoneyView;
  readonly shippingAddress: ShippingAddress | null;
  readonly shippingOptionName: string;
  readonly couponCodes: readonly string[];
  /** What the gift card paid and the last four characters of its code (never the whole code); null when none paid. */
  readonly giftCard: { readonly codeLastFour: string; readonly amount: OrderMoneyView } | null;
  /** What the card was (or is to be) charged: the grand total less the gift card's part. */
  readonly cardCharge: OrderMoneyView;
  /** The provider's reason when the payment failed; null otherwise. */
  readonly paymentFailure: string | null;
  /** ms since the epoch. */
  readonly createdAt: number;
}

/** What the owner sees besides: the payment, refunds and fulfilment. */
export interface OwnerOrderView extends OrderConfirmationView {
  readonly paymentProvider: string;
  readonly paymentId: string | null;
  readonly refundedTotal: OrderMoneyView;
  readonly placedAt: number | null;
  readonly fulfilledAt: number | null;
}

export function moneyView(minorUnits: number, currency: string): OrderMoneyView {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  return { value: minorUnits, currency: code, decimalValue: decimalValue(minorUnits, code), currencyCode: code };
}

export function orderConfirmationView(order: KnownOrder): OrderConfirmationView {
  const money = (cents: number) => moneyView(cents, order.currency);
  return {
    id: order.orderId,
    orderNumber: order.orderNumber,
    orderToken: order.orderToken,
    status: order.status,
    purchasedCartId: order.cartId,
    testMode: order.testMode,
    websiteId: order.websiteId,
    email: order.email,
    items: order.lines.map((line) => ({ sku: line.sku, productName: line.productName, quantity: line.quantity, unitPrice: money(line.unitPriceCents) })),
    subtotal: money(order.subtotalCents),
    discountTotal: money(order.discountCents),
    shippingTotal: money(order.shippingCents),
    taxTotal: money(order.taxCents),
    grandTotal: money(order.grandTotalCents),
    shippingAddress: order.shippingAddress,
    shippingOptionName: order.shippingOptionName,
    couponCodes: order.couponCodes,
    giftCard: order.giftCard ? { codeLastFour: order.giftCard.codeLastFour, amount: money(order.giftCard.amountCents) } : null,
    cardCharge: money(cardChargeCents(order)),
    paymentFailure: order.status === 'failed' ? order.failure.reason : null,
    createdAt: order.startedAt,
  };
}

export function ownerOrderView(order: KnownOrder): OwnerOrderView {
  const paid = order.status === 'placed' || order.status === 'fulfilled' ? order : null;
  return {
    ...orderConfirmationView(order),
    paymentProvider: order.paymentProvider,
    paymentId: paid?.paymentId ?? null,
    refundedTotal: moneyView(paid?.refundedCents ?? 0, order.currency),
    placedAt: paid?.placedAt ?? null,
    fulfilledAt: order.status === 'fulfilled' ? order.fulfilledAt : null,
  };
}

/** Spec §3 "Order confirmation (analytics)", field for field: what analysts receive of a paid order (no buyer details). */
export type OrderAnalyticsRecord = Pick<OrderConfirmationView, 'id' | 'purchasedCartId' | 'testMode' | 'websiteId' | 'items' | 'grandTotal' | 'shippingTotal' | 'taxTotal'>;

export function orderAnalyticsRecord(order: KnownOrder): OrderAnalyticsRecord {
  const { id, purchasedCartId, testMode, websiteId, items, grandTotal, shippingTotal, taxTotal } = orderConfirmationView(order);
  return { id, purchasedCartId, testMode, websiteId, items, grandTotal, shippingTotal, taxTotal };
}
