import { missingOptionsMessage } from './add-to-cart';

describe('missingOptionsMessage (spec §5)', () => {
  it.each<[string[], string]>([
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Material'], 'Please select the Size, Color and Material options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C and D options.'],
  ])('%j gives "%s"', (names, message) => expect(missingOptionsMessage(names)).toBe(message));

  it('has nothing to say without a missing option', () => {
    expect(() => missingOptionsMessage([])).toThrow(RangeError);
  });
});
