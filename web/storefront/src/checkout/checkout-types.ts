import type { Coupon, OrderConfirmationView, ShippingAddress, ShippingRate, TaxRule } from '@mercato/orders/domain';

export type { Coupon, ShippingAddress, ShippingRate, TaxRule };

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

/** Answer of POST /api/commerce/checkout/totals: the spec §3 cart with its checkout fields filled for the choice. Amounts in minor units. */
export interface CheckoutQuote {
  id: string;
  websiteId: string;
  orderId: string | null;
  isPurchased: boolean;
  totalQuantity: number;
  /** The email sent with the choice, echoed; null when none was sent. */
  email: string | null;
  /** The address shipping and tax were priced for; null without one, or when the cart ships nothing. */
  shippingLocation: ShippingAddress | null;
  applicableTaxRules: TaxRule[];
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
  /** What the gift card code covers; null without one. */
  giftCard: { codeLastFour: string; amountCents: number; balanceCents: number } | null;
  /** What the card pays: the grand total less the gift card's part. */
  cardChargeCents: number;
}
