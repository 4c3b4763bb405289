import { parseWholeNumberInput } from './whole-number-input';

describe('parseWholeNumberInput', () => {
  it('reads whole counts, with grouping commas', () => {
    expect(parseWholeNumberInput(' 12 ')).toEqual({ value: 12 });
    expect(parseWholeNumberInput('1,200')).toEqual({ value: 1200 });
  });

  it('takes a sign only for adjustments', () => {
    expect(parseWholeNumberInput('-2', { signed: true })).toEqual({ value: -2 });
    expect(parseWholeNumberInput('+3', { signed: true })).toEqual({ value: 3 });
    expect(parseWholeNumberInput('-2')).toEqual({ error: 'Enter a whole number, e.g. 5.' });
  });

  it('refuses fractions, words and nothing', () => {
    expect(parseWholeNumberInput('1.5')).toEqual({ error: 'Enter a whole number, e.g. 5.' });
    expect(parseWholeNumberInput('many', { signed: true })).toEqual({ error: 'Enter a whole number, e.g. 5 or -2.' });
    expect(parseWholeNumberInput('')).toEqual({ error: 'Enter a number.' });
  });
});
