import { timestampMs } from '@bufbuild/protobuf/wkt';
import { PaymentFailureKind, moneyToMinorUnits, type Money, type OrderCheckoutStarted } from '@mercato/contracts';
import type { ProductType } from '@mercato/spec';
import { giftCardPartFromMessage, type GiftCardPart } from './gift-card-part';
import type { OrderEvent } from './order.events';

export interface OrderLine {
  readonly itemId: string;
  readonly variantId: string;
  readonly sku: string;
  readonly productName: string;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly productType: ProductType;
}

export interface ShippingAddress {
  readonly name: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

export interface OrderDetails {
  readonly websiteId: string;
  readonly orderId: string;
  readonly cartId: string;
  readonly orderToken: string;
  readonly orderNumber: number;
  readonly email: string;
  readonly currency: string;
  readonly lines: readonly OrderLine[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly grandTotalCents: number;
  readonly shippingAddress: ShippingAddress | null;
  readonly shippingOptionName: string;
  readonly couponCodes: readonly string[];
  readonly testMode: boolean;
  readonly paymentProvider: string;
  /** ms since the epoch. */
  readonly startedAt: number;
  /** What a gift card pays of the grand total; null when none. */
  readonly giftCard: GiftCardPart | null;
}

export interface Payment {
  readonly paymentId: string;
  readonly placedAt: number;
  readonly refundedCents: number;
  /** Empty when the order has no gift card part. */
  readonly giftCardRedemptionId: string;
}

/** declined or error: the provider's answer; expired: no payment came before the sweeper released the stock. */
export type PaymentFailure = 'declined' | 'error' | 'expired';

const FAILURE_KINDS: Readonly<Record<PaymentFailureKind, PaymentFailure>> = {
  [PaymentFailureKind.UNSPECIFIED]: 'error',
  [PaymentFailureKind.DECLINED]: 'declined',
  [PaymentFailureKind.ERROR]: 'error',
  [PaymentFailureKind.EXPIRED]: 'expired',
};

/**
 * pending: stock taken, payment under way. failed: payment declined, errored or never came, stock given back.
 * placed: paid. fulfilled: the owner handed it over. Refunds keep the status and count up.
 */
export type OrderState =
  | { readonly status: 'absent' }
  | ({ readonly status: 'pending' } & OrderDetails)
  | ({ readonly status: 'failed'; readonly failure: { readonly kind: PaymentFailure; readonly reason: string } } & OrderDetails)
  | ({ readonly status: 'placed' } & OrderDetails & Payment)
  | ({ readonly status: 'fulfilled'; readonly fulfilledAt: number } & OrderDetails & Payment);

export type OrderStatus = OrderState['status'];
export type KnownOrder = Exclude<OrderState, { status: 'absent' }>;

export const initialOrderState = (): OrderState => ({ status: 'absent' });

const cents = (money: Money | undefined): number => (money ? moneyToMinorUnits(money) : 0);

function detailsOf(event: OrderCheckoutStarted): OrderDetails {
  const address = event.shippingAddress;
  return {
    websiteId: event.websiteId,
    orderId: event.orderId,
    cartId: event.cartId,
    orderToken: event.orderToken,
    orderNumber: Number(event.orderNumber),
    email: event.email,
    currency: event.currency,
    lines: event.lines.map((line) => ({
      itemId: line.itemId,
      variantId: line.variantId,
      sku: line.sku,
      productName: line.productName,
      quantity: line.quantity,
      unitPriceCents: cents(line.unitPrice),
      productType: line.productType as number as ProductType,
    })),
    subtotalCents: cents(event.subtotal),
    discountCents: cents(event.discount),
    shippingCents: cents(event.shipping),
    taxCents: cents(event.tax),
    grandTotalCents: cents(event.grandTotal),
    shippingAddress: address
      ? { name: address.name, addressLine1: address.addressLine1, addressLine2: address.addressLine2, city: address.city, region: address.region, postalCode: address.postalCode, country: address.country }
      : null,
    shippingOptionName: event.shippingOptionName,
    couponCodes: event.couponCodes,
    testMode: event.testMode,
    paymentProvider: event.paymentProvider,
    startedAt: event.startedAt ? timestampMs(event.startedAt) : 0,
    giftCard: giftCardPartFromMessage(event.giftCard, cents),
  };
}

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  switch (event.$typeName) {
    case 'mercato.orders.v1.OrderCheckoutStarted':
      return { status: 'pending', ...detailsOf(event) };
    case 'mercato.orders.v1.OrderPaymentFailed':
      if (state.status !== 'pending') return state;
      return { ...state, status: 'failed', failure: { kind: FAILURE_KINDS[event.kind], reason: event.reason } };
    case 'mercato.orders.v1.OrderPlaced':
      if (state.status !== 'pending') return state;
      return { ...state, status: 'placed', paymentId: event.paymentId, placedAt: event.placedAt ? timestampMs(event.placedAt) : 0, refundedCents: 0, giftCardRedemptionId: event.giftCardRedemptionId };
    case 'mercato.orders.v1.OrderFulfilled':
      if (state.status !== 'placed') return state;
      return { ...state, status: 'fulfilled', fulfilledAt: event.fulfilledAt ? timestampMs(event.fulfilledAt) : 0 };
    case 'mercato.orders.v1.OrderRefunded':
      if (state.status !== 'placed' && state.status !== 'fulfilled') return state;
      return { ...state, refundedCents: cents(event.refundedTotal) };
  }
}
