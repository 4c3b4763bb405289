/**
 * A store's checkout rules, kept by the orders context (see the README for why not in store
 * settings). Amounts are in the store currency's minor units; rates in basis points (825 = 8.25%).
 */
export interface TaxRule {
  readonly name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  /** A region code within the country (e.g. "CA"); '' applies to the whole country. */
  readonly region: string;
  readonly rateBasisPoints: number;
  /** Whether shipping is taxed too (as many US states and the EU do). */
  readonly appliesToShipping: boolean;
}

export type ShippingRate =
  | { readonly id: string; readonly name: string; readonly kind: 'flat'; readonly priceCents: number }
  /** Free shipping, offered from a subtotal on (0: always). */
  | { readonly id: string; readonly name: string; readonly kind: 'free'; readonly minimumSubtotalCents: number };

export type Coupon =
  | { readonly code: string; readonly kind: 'percentage'; readonly percent: number; readonly minimumSubtotalCents: number }
  | { readonly code: string; readonly kind: 'fixed'; readonly amountCents: number; readonly minimumSubtotalCents: number };

export interface CheckoutSettings {
  readonly taxRules: readonly TaxRule[];
  readonly shippingRates: readonly ShippingRate[];
  readonly coupons: readonly Coupon[];
}

/** A store whose owner set nothing: no tax, no shipping charge, no coupons. */
export const EMPTY_CHECKOUT_SETTINGS: CheckoutSettings = { taxRules: [], shippingRates: [], coupons: [] };

export const CHECKOUT_SETTINGS_LIMITS = { taxRules: 200, shippingRates: 20, coupons: 500, rateBasisPoints: 10_000, amountCents: 999_999_999_999, codeLength: 40, nameLength: 100 } as const;

/** Coupon codes compare without case or surrounding spaces, as buyers type them. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();
