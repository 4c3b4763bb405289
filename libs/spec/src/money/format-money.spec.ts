import { CURRENCIES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from './currencies';
import { formatMoney, MONEY_MAX_INTEGER_DIGITS } from './format-money';

describe('CURRENCIES', () => {
  it('lists the 27 currencies of spec §3, JPY alone without minor units', () => {
    expect(Object.keys(CURRENCIES)).toHaveLength(27);
    const withoutMinorUnits = Object.entries(CURRENCIES).filter(([, c]) => c.fractionDigits === 0).map(([code]) => code);
    expect(withoutMinorUnits).toEqual(['JPY']);
  });

  it.each([
    ['USD', 840],
    ['EUR', 978],
    ['JPY', 392],
    ['AUD', 36],
    ['ZAR', 710],
  ] as const)('%s has ISO numeric code %i', (code, numericCode) => {
    expect(CURRENCIES[code].numericCode).toBe(numericCode);
  });

  it('defaults to USD', () => expect(DEFAULT_CURRENCY).toBe('USD'));

  it.each([
    ['GBP', true],
    ['gbp', false],
    ['XYZ', false],
    ['toString', false],
  ])('isCurrencyCode(%s) is %s', (value, expected) => expect(isCurrencyCode(value)).toBe(expected));
});

describe('formatMoney (plain mode)', () => {
  it.each<[number | bigint, CurrencyCode, string]>([
    [1234500, 'USD', '12,345.00'],
    [1234500, 'JPY', '1,234,500'],
    [0, 'USD', '0.00'],
    [0, 'JPY', '0'],
    [5, 'EUR', '0.05'],
    [99, 'GBP', '0.99'],
    [100, 'USD', '1.00'],
    [100000, 'USD', '1,000.00'],
    [99999, 'USD', '999.99'],
    [-123456, 'USD', '-1,234.56'],
    [999, 'JPY', '999'],
    [1000, 'JPY', '1,000'],
    [999_999_999_999_999_99n, 'USD', '999,999,999,999,999.99'],
    [999_999_999_999_999n, 'JPY', '999,999,999,999,999'],
  ])('%s minor units of %s show as %s', (cents, currency, expected) => {
    expect(formatMoney(cents, currency)).toBe(expected);
  });

  it(`rejects more than ${MONEY_MAX_INTEGER_DIGITS} integer places`, () => {
    expect(() => formatMoney(1_000_000_000_000_000_00n, 'USD')).toThrow(RangeError);
    expect(() => formatMoney(1_000_000_000_000_000n, 'JPY')).toThrow(RangeError);
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])('rejects %s cents, which is not a safe whole number', (cents) => {
    expect(() => formatMoney(cents, 'USD')).toThrow(RangeError);
  });
});

describe('formatMoney (CLDR mode)', () => {
  it.each<[number, CurrencyCode, string | undefined, string]>([
    [1234500, 'USD', undefined, '$12,345.00'],
    [1234500, 'JPY', 'en-US', '¥1,234,500'],
    [1234500, 'EUR', 'de-DE', '12.345,00\u00a0€'],
    [-250, 'GBP', 'en-GB', '-£2.50'],
  ])('%s of %s in %s reads %s', (cents, currency, locale, expected) => {
    expect(formatMoney(cents, currency, { useCLDRMoneyFormat: true, locale })).toBe(expected);
  });

  it('keeps the currency fraction digits of spec §9 even where CLDR differs', () => {
    expect(formatMoney(150000, 'IDR', { useCLDRMoneyFormat: true, locale: 'en-US' })).toBe('IDR\u00a01,500.00');
  });
});

describe('formatMoney free-if-zero', () => {
  it.each<[number, string]>([
    [0, 'Free'],
    [1, '0.01'],
  ])('%s cents with free-if-zero shows %s', (cents, expected) => {
    expect(formatMoney(cents, 'USD', { freeIfZero: true, freeLabel: 'Free' })).toBe(expected);
  });

  it('requires the free label (spec §5)', () => {
    const missingLabel = { freeIfZero: true, freeLabel: '' } as const;
    expect(() => formatMoney(0, 'USD', missingLabel)).toThrow('A free label is required when freeIfZero is set');
  });
});
