import { crumbsMatch, generateCrumb } from './crumb';

describe('crumb', () => {
  it('generates a fresh 32-byte base64url crumb per call', () => {
    const first = generateCrumb();
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateCrumb()).not.toBe(first);
  });

  it('accepts only the exact cookie value', () => {
    const crumb = generateCrumb();
    expect(crumbsMatch(crumb, crumb)).toBe(true);
    expect(crumbsMatch(crumb, generateCrumb())).toBe(false);
    expect(crumbsMatch(crumb, crumb.slice(0, -1))).toBe(false);
    expect(crumbsMatch(crumb, `${crumb}x`)).toBe(false);
  });

  it('rejects a missing cookie or a missing crumb, even when both are missing', () => {
    expect(crumbsMatch(undefined, 'abc')).toBe(false);
    expect(crumbsMatch('abc', undefined)).toBe(false);
    expect(crumbsMatch(undefined, undefined)).toBe(false);
    expect(crumbsMatch('', '')).toBe(false);
  });
});
