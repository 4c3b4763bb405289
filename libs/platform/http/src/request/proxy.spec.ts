import { configureProxyTrust, isHttpsRequest, parseRequestHost, trustsProxy } from './proxy';

describe('parseRequestHost', () => {
  it('prefers the first X-Forwarded-Host when proxies are trusted, lowercased and without port', () => {
    const headers = { 'x-forwarded-host': 'Shop.Example.COM:8443, internal.gateway', host: 'gateway:3000' };
    expect(parseRequestHost(headers, true)).toBe('shop.example.com');
  });

  it('ignores X-Forwarded-Host when proxies are not trusted', () => {
    const headers = { 'x-forwarded-host': 'evil.example', host: 'Shop.Example.com:3000' };
    expect(parseRequestHost(headers, false)).toBe('shop.example.com');
  });

  it('falls back to Host, keeps IPv6 literals and drops a trailing dot', () => {
    expect(parseRequestHost({ host: '[::1]:3000' }, true)).toBe('[::1]');
    expect(parseRequestHost({ host: 'shop.example.com.' }, true)).toBe('shop.example.com');
  });

  it('gives undefined when no host header is usable', () => {
    expect(parseRequestHost({}, true)).toBeUndefined();
    expect(parseRequestHost({ host: ' ' }, true)).toBeUndefined();
  });
});

describe('proxy trust', () => {
  it('is on until the process is configured not to trust forwarded headers', () => {
    expect(trustsProxy()).toBe(true);
    configureProxyTrust(false);
    expect(trustsProxy()).toBe(false);
    configureProxyTrust(true);
    expect(trustsProxy()).toBe(true);
  });

  it('treats X-Forwarded-Proto https as https only behind a trusted proxy', () => {
    const request = { headers: { 'x-forwarded-proto': 'https' } };
    expect(isHttpsRequest(request, true)).toBe(true);
    expect(isHttpsRequest(request, false)).toBe(false);
    expect(isHttpsRequest({ secure: true, headers: {} }, false)).toBe(true);
  });
});
