import { parseCartStart, shouldLoadCartAtStart } from './cart-at-start';

const signedIn = JSON.stringify({ authenticated: true, siteUserId: 'user-1' });

describe('cart load at page start (spec §4, §6)', () => {
  it.each([
    ['a cart cookie', { siteUserInfoCookie: undefined, hasCartCookie: true }, true],
    ['a signed-in site user', { siteUserInfoCookie: signedIn, hasCartCookie: false }, true],
    ['a signed-out site user', { siteUserInfoCookie: JSON.stringify({ authenticated: false, siteUserId: 'user-1' }), hasCartCookie: false }, false],
    ['a first-time visitor', { siteUserInfoCookie: undefined, hasCartCookie: false }, false],
  ])('%s: %s', (_case, visit, expected) => {
    expect(shouldLoadCartAtStart(visit, () => undefined)).toBe(expected);
  });

  it('treats an unparsable SiteUserInfo cookie as no user, and says so', () => {
    const warnings: string[] = [];
    expect(shouldLoadCartAtStart({ siteUserInfoCookie: '{broken', hasCartCookie: false }, (message) => warnings.push(message))).toBe(false);
    expect(warnings).toHaveLength(1);
  });

  it('reads the server\'s start-up JSON, and nothing readable as no read', () => {
    expect(parseCartStart('{"loadAtStart":true}')).toEqual({ loadAtStart: true });
    expect(parseCartStart('<oops')).toEqual({ loadAtStart: false });
    expect(parseCartStart(undefined)).toEqual({ loadAtStart: false });
  });
});
