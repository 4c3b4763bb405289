import * as spec from './index';

describe('@mercato/spec public entry', () => {
  it('exposes the storefront contract of issue 4 from one import', () => {
    expect(spec.formatMoney(1234500, spec.DEFAULT_CURRENCY)).toBe('12,345.00');
    expect(spec.cartBadgeCount(101)).toBe('100+');
    expect(spec.missingOptionsMessage(['A', 'B', 'C'])).toBe('Please select the A, B and C options.');
    expect(spec.productDisplayStatus({ productType: spec.ProductType.GIFT_CARD, variants: [] })).toBe('none');
    expect(spec.deriveStoreUrlId('Shop', new Set())).toBe('shop');
    expect(spec.ContributorRole.WEBSITE_MANAGER).toBe(15);
  });
});
