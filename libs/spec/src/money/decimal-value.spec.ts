import { decimalValue } from './decimal-value';

describe('decimalValue', () => {
  it.each<[number, 'USD' | 'JPY' | 'EUR', string]>([
    [123450, 'USD', '1234.50'],
    [5, 'EUR', '0.05'],
    [0, 'USD', '0.00'],
    [-250, 'USD', '-2.50'],
    [1234, 'JPY', '1234'],
    [0, 'JPY', '0'],
  ])('%d minor units of %s are %s', (minorUnits, currency, expected) => {
    expect(decimalValue(minorUnits, currency)).toBe(expected);
  });
});
