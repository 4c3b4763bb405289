import { ProductType } from '../enums/product';
import { hasStockBeyondCart, hasStockFor, productDisplayStatus, type ProductDisplayStatus } from './product-display';

const outOfStock = { unlimited: false, qtyInStock: 0, onSale: false };
const outOfStockOnSale = { unlimited: false, qtyInStock: 0, onSale: true };
const inStock = { unlimited: false, qtyInStock: 1, onSale: false };
const inStockOnSale = { unlimited: false, qtyInStock: 3, onSale: true };
const unlimited = { unlimited: true, qtyInStock: 0, onSale: false };

describe('productDisplayStatus (spec §4)', () => {
  it.each<[string, ProductType, boolean | undefined, Array<typeof inStock>, ProductDisplayStatus]>([
    ['physical, nothing in stock', ProductType.PHYSICAL, undefined, [outOfStock, outOfStock], 'sold-out'],
    ['physical, one variant in stock', ProductType.PHYSICAL, undefined, [outOfStock, inStock], 'none'],
    ['physical, unlimited variant', ProductType.PHYSICAL, undefined, [outOfStock, unlimited], 'none'],
    ['physical, no variants', ProductType.PHYSICAL, undefined, [], 'sold-out'],
    ['service, nothing in stock', ProductType.SERVICE, undefined, [outOfStock], 'sold-out'],
    ['sold out wins over sale', ProductType.PHYSICAL, undefined, [outOfStockOnSale], 'sold-out'],
    ['physical, a variant on sale', ProductType.PHYSICAL, undefined, [inStock, inStockOnSale], 'on-sale'],
    ['digital never sold out', ProductType.DIGITAL, undefined, [outOfStock], 'none'],
    ['digital item on sale', ProductType.DIGITAL, true, [], 'on-sale'],
    ['gift card never sold out', ProductType.GIFT_CARD, undefined, [outOfStock], 'none'],
    ['gift card variant on sale', ProductType.GIFT_CARD, undefined, [outOfStockOnSale], 'on-sale'],
  ])('%s', (_case, productType, onSale, variants, expected) => {
    expect(productDisplayStatus({ productType, onSale, variants })).toBe(expected);
  });
});

describe('hasStockBeyondCart (spec §5 additional fields)', () => {
  it.each<[string, Array<{ unlimited: boolean; qtyInStock: number }>, number, boolean]>([
    ['more in stock than in the cart', [{ unlimited: false, qtyInStock: 3 }], 2, true],
    ['exactly what the cart holds', [{ unlimited: false, qtyInStock: 2 }], 2, false],
    ['nothing in the cart yet', [{ unlimited: false, qtyInStock: 1 }], 0, true],
    ['unlimited stock', [{ unlimited: true, qtyInStock: 0 }], 50, true],
    ['any one result suffices', [{ unlimited: false, qtyInStock: 0 }, { unlimited: false, qtyInStock: 9 }], 5, true],
    ['no results', [], 0, false],
  ])('%s: %s', (_case, results, inCart, enough) => expect(hasStockBeyondCart(results, inCart)).toBe(enough));
});

describe('hasStockFor (spec §5 variant not in stock)', () => {
  it('counts the units already in the cart against the stock', () => {
    expect(hasStockFor({ unlimited: false, qtyInStock: 5 }, 3, 2)).toBe(true);
    expect(hasStockFor({ unlimited: false, qtyInStock: 5 }, 4, 2)).toBe(false);
    expect(hasStockFor({ unlimited: true, qtyInStock: 0 }, 40, 9999)).toBe(true);
  });
});
