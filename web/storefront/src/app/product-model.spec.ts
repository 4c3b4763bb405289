import { canvasTote, fieldGuide, linenShirt, vintageLamp } from '../testing/fixtures';
import { priceDisplay, resolveVariant, totalStock, variantOptions } from './product-model';

describe('variant selection', () => {
  it('lists option values per option in display order', () => {
    expect(variantOptions(linenShirt)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Color', values: ['Blue', 'White'] },
    ]);
  });

  it('names the options still to choose', () => {
    expect(resolveVariant(linenShirt, { Color: 'Blue' })).toEqual({ kind: 'incomplete', missingOptions: ['Size'] });
  });

  it('finds the variant matching every chosen option, and its price replaces the "from" price', () => {
    const resolution = resolveVariant(linenShirt, { Size: 'L', Color: 'White' });
    expect(resolution).toMatchObject({ kind: 'selected', variant: { attributes: { Size: 'L', Color: 'White' } } });
    expect(priceDisplay(linenShirt)).toEqual({ current: { value: 4500, currency: 'USD' }, isFromPrice: true });
    const variant = resolution.kind === 'selected' ? resolution.variant : undefined;
    expect(priceDisplay(linenShirt, variant)).toEqual({ current: { value: 4900, currency: 'USD' }, isFromPrice: false });
  });

  it('reports a combination no variant offers', () => {
    const oneVariantOnly = { ...linenShirt, variants: linenShirt.variants.slice(0, 1) };
    expect(resolveVariant(oneVariantOnly, { Size: 'L', Color: 'White' })).toEqual({ kind: 'unavailable' });
  });

  it('selects the single variant of a product without options', () => {
    expect(resolveVariant(vintageLamp, {})).toMatchObject({ kind: 'selected', variant: vintageLamp.variants[0] });
  });
});

describe('price display', () => {
  it('shows a shared sale price with the regular price, not as a "from" price', () => {
    expect(priceDisplay(canvasTote)).toEqual({
      current: { value: 1900, currency: 'USD' },
      regular: { value: 2500, currency: 'USD' },
      isFromPrice: false,
    });
  });

  it('prices a digital item from its own pricing', () => {
    expect(priceDisplay(fieldGuide)?.current.value).toBe(900);
  });
});

describe('total stock', () => {
  it('adds up variant stock and treats any unlimited variant as unbounded', () => {
    expect(totalStock(linenShirt)).toBe(50);
    expect(totalStock(fieldGuide)).toBe(Infinity);
  });
});
