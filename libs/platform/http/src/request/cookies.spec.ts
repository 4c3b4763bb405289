import { readCookie } from './cookies';

describe('readCookie', () => {
  it('reads each cookie of the request, decoded, and nothing for a name it lacks', () => {
    const request = { headers: { cookie: 'crumb=abc; ss_cvr=v%7C1' } };
    expect(readCookie(request, 'ss_cvr')).toBe('v|1');
    expect(readCookie(request, 'crumb')).toBe('abc');
    expect(readCookie(request, 'ss_cid')).toBeUndefined();
  });

  it('takes cookie-parser\'s value where the app installed it', () => {
    expect(readCookie({ headers: { cookie: 'crumb=raw' }, cookies: { crumb: 'parsed' } }, 'crumb')).toBe('parsed');
  });

  it('finds no cookie in a request without a Cookie header', () => {
    expect(readCookie({ headers: {} }, 'crumb')).toBeUndefined();
  });
});
