import { scarcityTextFor, soldOutTextFor, type ChosenVariantStock, type MerchandisingTexts } from './merchandising';

const texts: MerchandisingTexts = { scarcityEnabled: true, scarcityText: 'Only a few left', scarcityShownByDefault: false, customSoldOutText: '' };

describe('scarcity text (spec §3 merchandising context)', () => {
  it.each<[string, Partial<MerchandisingTexts>, ChosenVariantStock, string | undefined]>([
    ['enabled, variant in stock', {}, 'in-stock', 'Only a few left'],
    ['enabled, nothing chosen, not shown by default', {}, 'none', undefined],
    ['enabled, nothing chosen, shown by default', { scarcityShownByDefault: true }, 'none', 'Only a few left'],
    ['enabled, variant sold out', { scarcityShownByDefault: true }, 'sold-out', undefined],
    ['disabled', { scarcityEnabled: false, scarcityShownByDefault: true }, 'in-stock', undefined],
    ['enabled without text', { scarcityText: '' }, 'in-stock', undefined],
  ])('%s', (_case, overrides, chosen, expected) => {
    expect(scarcityTextFor({ ...texts, ...overrides }, chosen)).toBe(expected);
  });
});

describe('sold-out text (spec §2 point 1, §9 display defaults)', () => {
  it.each<[string, string]>([
    ['', 'sold out'],
    ['  ', 'sold out'],
    ['Back in spring', 'Back in spring'],
  ])('custom text %j shows %j', (custom, shown) => {
    expect(soldOutTextFor({ customSoldOutText: custom })).toBe(shown);
  });
});
