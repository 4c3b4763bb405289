import { cookieValue, parseCookieHeader } from './cookie-header';

describe('cookieValue', () => {
  it.each([
    ['crumb=abc; ss_cvr=x', 'crumb', 'abc'],
    ['ss_cvr=x;  crumb=abc', 'crumb', 'abc'],
    ['crumbs=no; crumb=yes', 'crumb', 'yes'],
    ['crumb=a%20b', 'crumb', 'a b'],
    ['crumb=%E0%A4%A', 'crumb', '%E0%A4%A'],
    ['crumb=', 'crumb', ''],
  ])('reads %s for %s', (header, name, expected) => {
    expect(cookieValue(header, name)).toBe(expected);
  });

  it.each([[undefined], [''], ['other=1'], ['crumb']])('is undefined when %s has no such cookie', (header) => {
    expect(cookieValue(header, 'crumb')).toBeUndefined();
  });
});

describe('parseCookieHeader', () => {
  it('gives every cookie once, the first of two with one name, values decoded', () => {
    expect([...parseCookieHeader('a=1; crumb=x%20y;b=; a=2; broken')]).toEqual([
      ['a', '1'],
      ['crumb', 'x y'],
      ['b', ''],
    ]);
  });
});
