import { commentCountLabel, DISPLAY_DEFAULTS, variantSelectPrompt } from './display';

describe('DISPLAY_DEFAULTS (spec §8)', () => {
  it.each([
    ['soldOut', 'sold out'],
    ['sale', 'sale'],
    ['addToCart', 'Add To Cart'],
    ['subscribe', 'Subscribe'],
    ['quickView', 'Quick View'],
    ['quantityLabel', 'Quantity'],
    ['noAnswer', 'N/A'],
    ['cartLabel', 'Cart'],
    ['memberOnly', 'This page available only site members'],
  ] as const)('%s reads "%s"', (key, text) => expect(DISPLAY_DEFAULTS[key]).toBe(text));
});

describe('variantSelectPrompt', () => {
  it.each<[string | undefined, string]>([
    ['Size', 'Select Size'],
    ['Colour', 'Select Colour'],
    [undefined, 'Select Value'],
    ['', 'Select Value'],
  ])('%s gives "%s"', (name, prompt) => expect(variantSelectPrompt(name)).toBe(prompt));
});

describe('commentCountLabel', () => {
  it.each([
    [0, 'No Comments'],
    [1, '1 Comment'],
    [2, '2 Comments'],
    [150, '150 Comments'],
  ])('%i comments read "%s"', (count, label) => expect(commentCountLabel(count)).toBe(label));
});
