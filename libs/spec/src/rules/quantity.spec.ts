import { ProductType } from '../enums/product';
import { isQuantityInputShown, QUANTITY } from './quantity';

describe('QUANTITY (spec §5)', () => {
  it('is a number input from 1 to 9999 in steps of 1, starting at 1', () => {
    expect(QUANTITY).toEqual({ min: 1, max: 9999, step: 1, default: 1 });
  });
});

describe('isQuantityInputShown (spec §5)', () => {
  it.each<[string, ProductType, boolean, number, boolean, boolean]>([
    ['physical with stock', ProductType.PHYSICAL, false, 5, false, true],
    ['physical with unlimited stock', ProductType.PHYSICAL, false, Infinity, false, true],
    ['physical with exactly one left', ProductType.PHYSICAL, false, 1, true, false],
    ['physical with two left', ProductType.PHYSICAL, false, 2, true, true],
    ['physical but subscribable', ProductType.PHYSICAL, true, 50, true, false],
    ['service, multiple allowed', ProductType.SERVICE, false, 10, true, true],
    ['service, multiple not allowed', ProductType.SERVICE, false, 10, false, false],
    ['digital', ProductType.DIGITAL, false, Infinity, true, false],
    ['gift card', ProductType.GIFT_CARD, false, Infinity, true, false],
    ['paywall', ProductType.PAYWALL, false, Infinity, true, false],
  ])('%s: %#', (_case, productType, isSubscribable, totalStock, multipleQuantityAllowedForServices, shown) => {
    expect(isQuantityInputShown({ productType, isSubscribable, totalStock, multipleQuantityAllowedForServices })).toBe(shown);
  });
});
