import { moneyInputOf, parseMoneyInput } from './money-input';

describe('parseMoneyInput', () => {
  it.each([
    ['12', 'USD', 1200],
    ['12.5', 'USD', 1250],
    ['1,234.56', 'USD', 123456],
    [' 0.07 ', 'EUR', 7],
    ['1500', 'JPY', 1500],
    ['1,234,500', 'JPY', 1234500],
  ])('reads %j in %s as %i cents', (text, currency, cents) => {
    expect(parseMoneyInput(text, currency)).toEqual({ cents });
  });

  it('refuses more decimals than the currency has, and yen decimals at all', () => {
    expect(parseMoneyInput('12.345', 'USD')).toEqual({ error: 'Use at most 2 decimals.' });
    expect(parseMoneyInput('12.5', 'JPY')).toEqual({ error: 'JPY amounts have no decimals.' });
  });

  it('refuses empty, negative and non-numeric text', () => {
    expect(parseMoneyInput('  ', 'USD')).toEqual({ error: 'Enter an amount.' });
    expect(parseMoneyInput('-3', 'USD')).toEqual({ error: 'Enter an amount in numbers, e.g. 12.50.' });
    expect(parseMoneyInput('12 USD', 'USD')).toEqual({ error: 'Enter an amount in numbers, e.g. 12.50.' });
  });
});

describe('moneyInputOf', () => {
  it('writes cents back in the form the parser reads', () => {
    expect(moneyInputOf(123450, 'USD')).toBe('1234.50');
    expect(moneyInputOf(1500, 'JPY')).toBe('1500');
    expect(parseMoneyInput(moneyInputOf(99, 'GBP'), 'GBP')).toEqual({ cents: 99 });
  });
});
