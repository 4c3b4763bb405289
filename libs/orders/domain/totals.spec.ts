import type { CheckoutSettings, Coupon, ShippingRate, TaxRule } from './checkout-settings';
import { checkoutTotals, minimumSubtotalRefusal, type TotalsInput } from './totals';

const flat: ShippingRate = { id: 'standard', name: 'Standard', kind: 'flat', priceCents: 500 };
const express: ShippingRate = { id: 'express', name: 'Express', kind: 'flat', priceCents: 1500 };
const freeOver50: ShippingRate = { id: 'free', name: 'Free over 50', kind: 'free', minimumSubtotalCents: 5000 };
const gst: TaxRule = { name: 'GST', country: 'CA', region: '', rateBasisPoints: 500, appliesToShipping: true };
const bcPst: TaxRule = { name: 'PST', country: 'CA', region: 'BC', rateBasisPoints: 700, appliesToShipping: false };
const caSales: TaxRule = { name: 'CA sales tax', country: 'US', region: 'CA', rateBasisPoints: 725, appliesToShipping: false };
const tenOff: Coupon = { code: 'TENOFF', kind: 'percentage', percent: 10, minimumSubtotalCents: 0 };
const fiveFixed: Coupon = { code: 'FIVE', kind: 'fixed', amountCents: 500, minimumSubtotalCents: 2000 };
const huge: Coupon = { code: 'HUGE', kind: 'fixed', amountCents: 1_000_000, minimumSubtotalCents: 0 };
const settings: CheckoutSettings = { taxRules: [gst, bcPst, caSales], shippingRates: [express, flat, freeOver50], coupons: [tenOff, fiveFixed, huge] };

const input = (overrides: Partial<TotalsInput>): TotalsInput => ({
  lines: [{ quantity: 2, unitPriceCents: 1250 }],
  requiresShipping: true,
  shippingLocation: null,
  selectedShippingOptionId: null,
  couponCodes: [],
  ...overrides,
});

describe('checkout totals', () => {
  it.each<[string, Partial<TotalsInput>, { subtotal: number; discount: number; shipping: number; tax: number; grand: number }]>([
    ['no rules apply without a location: cheapest shipping chosen', {}, { subtotal: 2500, discount: 0, shipping: 500, tax: 0, grand: 3000 }],
    ['the selected option', { selectedShippingOptionId: 'express' }, { subtotal: 2500, discount: 0, shipping: 1500, tax: 0, grand: 4000 }],
    ['an unknown option falls back to the cheapest', { selectedShippingOptionId: 'drone' }, { subtotal: 2500, discount: 0, shipping: 500, tax: 0, grand: 3000 }],
    ['free shipping once the subtotal reaches its minimum', { lines: [{ quantity: 4, unitPriceCents: 1250 }] }, { subtotal: 5000, discount: 0, shipping: 0, tax: 0, grand: 5000 }],
    ['nothing ships for a digital order', { requiresShipping: false }, { subtotal: 2500, discount: 0, shipping: 0, tax: 0, grand: 2500 }],
    ['country tax on goods and shipping', { shippingLocation: { country: 'ca', region: 'ON' } }, { subtotal: 2500, discount: 0, shipping: 500, tax: 150, grand: 3150 }],
    ['country and region taxes add up; PST not on shipping', { shippingLocation: { country: 'CA', region: 'bc' } }, { subtotal: 2500, discount: 0, shipping: 500, tax: 150 + 175, grand: 3325 }],
    ['a region rule only in its region', { shippingLocation: { country: 'US', region: 'NY' } }, { subtotal: 2500, discount: 0, shipping: 500, tax: 0, grand: 3000 }],
    ['tax rounds half up per rule', { lines: [{ quantity: 1, unitPriceCents: 999 }], shippingLocation: { country: 'US', region: 'CA' } }, { subtotal: 999, discount: 0, shipping: 500, tax: 72, grand: 1571 }],
    ['a percentage coupon, tax on the discounted subtotal', { couponCodes: [' tenoff '], shippingLocation: { country: 'US', region: 'CA' } }, { subtotal: 2500, discount: 250, shipping: 500, tax: 163, grand: 2913 }],
    ['percentage and fixed coupons together, each once', { couponCodes: ['TENOFF', 'five', 'FIVE'] }, { subtotal: 2500, discount: 750, shipping: 500, tax: 0, grand: 2250 }],
    ['discounts never pass the subtotal', { couponCodes: ['HUGE'] }, { subtotal: 2500, discount: 2500, shipping: 500, tax: 0, grand: 500 }],
    ['an empty cart', { lines: [] }, { subtotal: 0, discount: 0, shipping: 500, tax: 0, grand: 500 }],
  ])('%s', (_, overrides, expected) => {
    const totals = checkoutTotals(settings, input(overrides));
    expect({ subtotal: totals.subtotalCents, discount: totals.discountCents, shipping: totals.shippingCostCents, tax: totals.taxCents, grand: totals.grandTotalCents }).toEqual(expected);
  });

  it('names the offered options, the applicable rules, and the valid and invalid coupons', () => {
    const totals = checkoutTotals(settings, input({ shippingLocation: { country: 'CA', region: 'BC' }, couponCodes: ['tenoff', 'FIVE', 'NOPE', ''], selectedShippingOptionId: 'express' }));
    expect(totals.shippingOptions).toEqual([express, flat]);
    expect(totals.selectedShippingOption).toEqual(express);
    expect(totals.applicableTaxRules).toEqual([gst, bcPst]);
    expect(totals.coupons).toEqual(['TENOFF', 'FIVE', 'NOPE']);
    expect(totals.validCoupons).toEqual([tenOff, fiveFixed]);
    expect(totals.invalidCoupons).toEqual(['NOPE']);
  });

  it('judges a coupon invalid under its minimum subtotal', () => {
    const totals = checkoutTotals(settings, input({ lines: [{ quantity: 1, unitPriceCents: 1999 }], couponCodes: ['FIVE'] }));
    expect(totals.validCoupons).toEqual([]);
    expect(totals.invalidCoupons).toEqual(['FIVE']);
    expect(totals.discountCents).toBe(0);
  });

  it.each<[string, number, number, number]>([
    // JPY has no minor units: amounts are whole yen, shares round to the yen.
    ['JPY: 8% of ¥1,999 rounds to ¥160', 1999, 800, 160],
    ['JPY: 10% of ¥1,005', 1005, 1000, 101],
    ['USD: 8.88% of $10.00 rounds to $0.89', 1000, 888, 89],
  ])('%s', (_, unitPriceCents, rateBasisPoints, tax) => {
    const rule: TaxRule = { name: 'Tax', country: 'JP', region: '', rateBasisPoints, appliesToShipping: false };
    const totals = checkoutTotals({ taxRules: [rule], shippingRates: [], coupons: [] }, input({ lines: [{ quantity: 1, unitPriceCents }], shippingLocation: { country: 'JP', region: '' } }));
    expect(totals.taxCents).toBe(tax);
    expect(totals.grandTotalCents).toBe(unitPriceCents + tax);
  });
});

describe('minimum order subtotal', () => {
  it.each<[number, number, 'USD' | 'JPY', boolean, string | null]>([
    [2500, 2500, 'USD', false, null],
    [2499, 2500, 'USD', false, 'To check out, your order subtotal must be 25.00 or more.'],
    [0, 150000, 'USD', true, 'To check out, your order subtotal must be $1,500.00 or more.'],
    [999, 1000, 'JPY', false, 'To check out, your order subtotal must be 1,000 or more.'],
    [0, 0, 'JPY', false, null],
  ])('subtotal %d against minimum %d %s (CLDR %s)', (subtotal, minimum, currency, cldr, refusal) => {
    expect(minimumSubtotalRefusal(subtotal, minimum, currency, cldr)).toBe(refusal);
  });
});
