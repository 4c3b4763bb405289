import type { Coupon, ShippingRate } from '@mercato/orders/domain';

export type { Coupon, ShippingRate };

/** Where an order ships (the orders context's shipping address). */
export interface ShippingAddress {
  name: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** What the checkout page chose so far: the quote is asked for it, the order placed with it. */
export interface CheckoutChoice {
  shippingAddress?: ShippingAddress;
  shippingOptionId?: string;
  couponCodes: string[];
}

/** Answer of POST /api/commerce/checkout/totals: spec §3 cart fields for the choice. Amounts in minor units. */
export interface CheckoutQuote {
  currencyCode: string;
  requiresShipping: boolean;
  shippingOptions: ShippingRate[];
  selectedShippingOption: ShippingRate | null;
  coupons: string[];
  validCoupons: Coupon[];
  invalidCoupons: string[];
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** The minimum-subtotal refusal, worded; null when checkout may go on. */
  minimumSubtotalRefusal: string | null;
}

/** Spec §3 Money as the orders context answers it. */
export interface OrderMoney {
  value: number;
  currency: string;
  decimalValue: string;
  currencyCode: string;
}

export type OrderStatus = 'pending' | 'failed' | 'placed' | 'fulfilled';

/** Spec §3 "Order confirmation" with what the order pages show besides. */
export interface OrderConfirmation {
  id: string;
  orderNumber: number;
  orderToken: string;
  status: OrderStatus;
  purchasedCartId: string;
  testMode: boolean;
  websiteId: string;
  email: string;
  items: Array<{ sku: string; productName: string; quantity: number; unitPrice: OrderMoney }>;
  subtotal: OrderMoney;
  discountTotal: OrderMoney;
  shippingTotal: OrderMoney;
  taxTotal: OrderMoney;
  grandTotal: OrderMoney;
  shippingAddress: ShippingAddress | null;
  shippingOptionName: string;
  couponCodes: string[];
  paymentFailure: string | null;
  createdAt: number;
}
