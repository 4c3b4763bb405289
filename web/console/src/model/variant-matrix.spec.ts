import { parseOptionValues, usableOptions, variantCombinations } from './variant-matrix';

describe('parseOptionValues', () => {
  it('splits on commas, trims, and drops empty and repeated values', () => {
    expect(parseOptionValues(' S, M ,, L, M ')).toEqual(['S', 'M', 'L']);
    expect(parseOptionValues('   ')).toEqual([]);
  });
});

describe('usableOptions', () => {
  it('leaves out unnamed options, options without values and a repeated name', () => {
    expect(
      usableOptions([
        { name: 'Size', values: 'S, M' },
        { name: ' ', values: 'Red' },
        { name: 'Color', values: '' },
        { name: 'Size', values: 'XL' },
      ]),
    ).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
  });
});

describe('variantCombinations', () => {
  it('makes one variant per combination, the first option varying slowest, with readable SKUs', () => {
    const variants = variantCombinations('Linen Shirt', [
      { name: 'Size', values: 'S, M' },
      { name: 'Color', values: 'Blue, Off White' },
    ]);
    expect(variants.map((variant) => variant.suggestedSku)).toEqual(['LINEN-SHIRT-S-BLUE', 'LINEN-SHIRT-S-OFF-WHITE', 'LINEN-SHIRT-M-BLUE', 'LINEN-SHIRT-M-OFF-WHITE']);
    expect(variants[1]!.optionValues).toEqual([
      { optionName: 'Size', value: 'S' },
      { optionName: 'Color', value: 'Off White' },
    ]);
    expect(new Set(variants.map((variant) => variant.key)).size).toBe(4);
  });

  it('gives a product without options its single variant', () => {
    expect(variantCombinations('Notebook', [])).toEqual([{ key: '', optionValues: [], suggestedSku: 'NOTEBOOK' }]);
    expect(variantCombinations('', [])[0]!.suggestedSku).toBe('SKU');
  });
});
