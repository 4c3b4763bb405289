import { BoundedCache, MESSAGE_FORMATTER_CACHE_SIZE, pluralDisplay, type PluralForms } from './plural';

describe('pluralDisplay (spec §5)', () => {
  const items: PluralForms = { one: '# item', other: '# items' };
  it.each<[number, PluralForms, string | undefined, string]>([
    [1, items, undefined, '1 item'],
    [0, items, undefined, '0 items'],
    [2, items, undefined, '2 items'],
    [1, { other: '# items' }, undefined, '1 items'],
    [3, { one: '# plik', few: '# pliki', many: '# plików', other: '# pliku' }, 'pl', '3 pliki'],
    [5, { one: '# plik', few: '# pliki', many: '# plików', other: '# pliku' }, 'pl', '5 plików'],
  ])('%i with %j in %s reads "%s"', (count, forms, locale, text) => expect(pluralDisplay(count, forms, locale)).toBe(text));

  it("requires the 'other' form", () => {
    const withoutOther = { one: '# item' } as unknown as PluralForms;
    expect(() => pluralDisplay(2, withoutOther)).toThrow("Plural display requires the 'other' form");
  });
});

describe('BoundedCache (spec §9 formatter cache of 100)', () => {
  it('defaults to 100 entries and evicts the least recently used', () => {
    const cache = new BoundedCache<number, string>();
    expect(cache.maxEntries).toBe(MESSAGE_FORMATTER_CACHE_SIZE);
    for (let key = 0; key < 100; key += 1) cache.getOrCreate(key, String);
    cache.getOrCreate(0, () => 'rebuilt');
    cache.getOrCreate(100, String);
    expect(cache.size).toBe(100);
    expect(cache.has(0)).toBe(true);
    expect(cache.has(1)).toBe(false);
  });

  it('builds a value once while it stays cached', () => {
    const cache = new BoundedCache<string, object>(2);
    const create = jest.fn(() => ({}));
    const first = cache.getOrCreate('en', create);
    expect(cache.getOrCreate('en', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
