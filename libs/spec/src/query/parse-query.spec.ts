import { parseQueryString } from './parse-query';

describe('parseQueryString (spec §9 limits)', () => {
  it('reads a leading question mark, nested keys and arrays', () => {
    expect(parseQueryString('?itemId=abc&a[b]=1&list[]=x&list[]=y')).toEqual({ itemId: 'abc', a: { b: '1' }, list: ['x', 'y'] });
  });

  it.each([
    [1000, 1000],
    [1001, 1000],
  ])('keeps at most 1000 of %i parameters', (count, kept) => {
    const query = Array.from({ length: count }, (_, i) => `p${i}=${i}`).join('&');
    expect(Object.keys(parseQueryString(query))).toHaveLength(kept);
  });

  it('nests 5 levels deep and keeps the rest as one literal key', () => {
    const parsed = parseQueryString('a[b][c][d][e][f][g]=x');
    expect(parsed).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': 'x' } } } } } } });
  });

  it.each([
    [20, true],
    [21, false],
  ])('array index %i stays an array: %s', (index, isArray) => {
    expect(Array.isArray(parseQueryString(`list[${index}]=x`).list)).toBe(isArray);
  });
});
