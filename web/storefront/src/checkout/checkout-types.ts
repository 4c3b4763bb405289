import type { CheckoutQuote, Coupon, OrderConfirmationView, ShippingAddress, ShippingRate, TaxRule } from '@mercato/orders/domain';

/** Answer of POST /api/commerce/checkout/totals: the orders context's own type (`libs/orders/domain/checkout-quote.ts`). */
export type { CheckoutQuote, Coupon, ShippingAddress, ShippingRate, TaxRule };

/** Spec §3 "Order confirmation" with what the order pages show besides (GET /api/commerce/orders/{orderToken}). */
export type OrderConfirmation = OrderConfirmationView;

/** What the checkout page chose so far: the quote is asked for it, the order placed with it. */
export interface CheckoutChoice {
  shippingAddress?: ShippingAddress;
  shippingOptionId?: string;
  couponCodes: string[];
  /** Pays first, up to the grand total. */
  giftCardCode?: string;
}
