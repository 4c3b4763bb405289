import { deriveStoreUrlId } from './store-url-id';

describe('deriveStoreUrlId (spec §5)', () => {
  it.each<[string, string[], string | undefined, string]>([
    ['My Shop', [], undefined, 'my-shop'],
    ['  Café & Bar!! ', [], undefined, 'cafe-bar'],
    ['abc', [], undefined, 'abc'],
    ['ab', [], undefined, 'store'],
    ['', [], undefined, 'store'],
    ['!!!', [], undefined, 'store'],
    ['', [], 'Products', 'products'],
    ['My Shop', ['my-shop'], undefined, 'my-shop-1'],
    ['My Shop', ['my-shop', 'my-shop-1', 'my-shop-2'], undefined, 'my-shop-3'],
    ['My Shop', ['my-shop-1'], undefined, 'my-shop'],
    ['x', ['store', 'store-1'], undefined, 'store-2'],
  ])('"%s" with %j taken (fallback %s) gives %s', (title, taken, fallback, expected) => {
    expect(deriveStoreUrlId(title, new Set(taken), fallback)).toBe(expected);
  });
});
