import { formatMoney, minimumSubtotalMessage, type CurrencyCode } from '@mercato/spec';
import { normalizeCouponCode, type CheckoutSettings, type Coupon, type ShippingRate, type TaxRule } from './checkout-settings';

/** One cart line as checkout prices it: unit price in minor units. */
export interface PricedLine {
  readonly quantity: number;
  readonly unitPriceCents: number;
}

export interface ShippingLocation {
  readonly country: string;
  readonly region: string;
}

export interface TotalsInput {
  readonly lines: readonly PricedLine[];
  readonly requiresShipping: boolean;
  readonly shippingLocation: ShippingLocation | null;
  readonly selectedShippingOptionId: string | null;
  readonly couponCodes: readonly string[];
}

/** Spec §3 cart checkout fields: the options, rules and coupons that apply, and the totals in minor units. */
export interface CheckoutTotals {
  readonly shippingOptions: readonly ShippingRate[];
  readonly selectedShippingOption: ShippingRate | null;
  readonly applicableTaxRules: readonly TaxRule[];
  readonly coupons: readonly string[];
  readonly validCoupons: readonly Coupon[];
  readonly invalidCoupons: readonly string[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly shippingCostCents: number;
  readonly taxCents: number;
  readonly grandTotalCents: number;
}

export const subtotalOf = (lines: readonly PricedLine[]): number => lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);

/** Shares of an amount round half up to whole minor units (a yen for JPY, a cent for USD). */
export const percentOf = (amountCents: number, basisPoints: number): number => Math.round((amountCents * basisPoints) / 10_000);

/** Free rates show only from their minimum subtotal on; nothing ships for an order without physical products. */
export function shippingOptionsFor(settings: CheckoutSettings, subtotalCents: number, requiresShipping: boolean): ShippingRate[] {
  if (!requiresShipping) return [];
  return settings.shippingRates.filter((rate) => rate.kind === 'flat' || subtotalCents >= rate.minimumSubtotalCents);
}

/** The chosen option, else the cheapest offered (so a total is always shown). */
export function selectShippingOption(options: readonly ShippingRate[], selectedId: string | null): ShippingRate | null {
  const chosen = options.find((option) => option.id === selectedId);
  if (chosen) return chosen;
  return [...options].sort((a, b) => shippingCost(a) - shippingCost(b))[0] ?? null;
}

export const shippingCost = (rate: ShippingRate | null): number => (rate?.kind === 'flat' ? rate.priceCents : 0);

/** Country-wide rules and the rules of the buyer's region both apply (a Canadian province's PST adds to the GST). */
export function applicableTaxRules(rules: readonly TaxRule[], location: ShippingLocation | null): TaxRule[] {
  if (!location) return [];
  const country = location.country.trim().toUpperCase();
  const region = location.region.trim().toUpperCase();
  return rules.filter((rule) => rule.country === country && (rule.region === '' || rule.region === region));
}

/** Each code once; known codes whose minimum the subtotal reaches are valid, the rest invalid. */
export function judgeCoupons(coupons: readonly Coupon[], codes: readonly string[], subtotalCents: number): { valid: Coupon[]; invalid: string[]; entered: string[] } {
  const entered = [...new Set(codes.map(normalizeCouponCode).filter((code) => code !== ''))];
  const valid: Coupon[] = [];
  const invalid: string[] = [];
  for (const code of entered) {
    const coupon = coupons.find((candidate) => candidate.code === code);
    if (coupon && subtotalCents >= coupon.minimumSubtotalCents) valid.push(coupon);
    else invalid.push(code);
  }
  return { valid, invalid, entered };
}

/** Every valid coupon counts against the subtotal; together they never take more than the subtotal. */
export function discountOf(coupons: readonly Coupon[], subtotalCents: number): number {
  const sum = coupons.reduce((total, coupon) => total + (coupon.kind === 'fixed' ? coupon.amountCents : percentOf(subtotalCents, coupon.percent * 100)), 0);
  return Math.min(sum, subtotalCents);
}

/** Tax on the discounted subtotal, and on shipping where a rule says so; each rule rounds on its own. */
export function taxOf(rules: readonly TaxRule[], taxableGoodsCents: number, shippingCostCents: number): number {
  return rules.reduce((total, rule) => total + percentOf(taxableGoodsCents + (rule.appliesToShipping ? shippingCostCents : 0), rule.rateBasisPoints), 0);
}

export function checkoutTotals(settings: CheckoutSettings, input: TotalsInput): CheckoutTotals {
  const subtotalCents = subtotalOf(input.lines);
  const shippingOptions = shippingOptionsFor(settings, subtotalCents, input.requiresShipping);
  const selectedShippingOption = selectShippingOption(shippingOptions, input.selectedShippingOptionId);
  const coupons = judgeCoupons(settings.coupons, input.couponCodes, subtotalCents);
  const discountCents = discountOf(coupons.valid, subtotalCents);
  const shippingCostCents = shippingCost(selectedShippingOption);
  const taxRules = applicableTaxRules(settings.taxRules, input.shippingLocation);
  const taxCents = taxOf(taxRules, subtotalCents - discountCents, shippingCostCents);
  return {
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules: taxRules,
    coupons: coupons.entered,
    validCoupons: coupons.valid,
    invalidCoupons: coupons.invalid,
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents: subtotalCents - discountCents + shippingCostCents + taxCents,
  };
}

/** Spec §8: the refusal when the subtotal is under the store's minimum; null when checkout may go on. */
export function minimumSubtotalRefusal(subtotalCents: number, minimumCents: number, currency: CurrencyCode, useCLDRMoneyFormat: boolean): string | null {
  if (subtotalCents >= minimumCents) return null;
  return minimumSubtotalMessage(formatMoney(minimumCents, currency, { useCLDRMoneyFormat }));
}
