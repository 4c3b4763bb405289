import { forwardedClientAddress } from './client-address';
import { configureProxyTrust, isHttpsRequest, parseRequestHost, trustedProxyHops, trustsProxy } from './proxy';

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
    expect(trustedProxyHops()).toBe(1);
    configureProxyTrust(0);
    expect(trustsProxy()).toBe(false);
    configureProxyTrust(2);
    expect(trustsProxy()).toBe(true);
    expect(trustedProxyHops()).toBe(2);
    configureProxyTrust(1);
  });

  it('treats X-Forwarded-Proto https as https only behind a trusted proxy', () => {
    const request = { headers: { 'x-forwarded-proto': 'https' } };
    expect(isHttpsRequest(request, true)).toBe(true);
    expect(isHttpsRequest(request, false)).toBe(false);
    expect(isHttpsRequest({ secure: true, headers: {} }, false)).toBe(true);
  });
});

describe('the client address behind our proxies (hop count)', () => {
  it('takes the address our one proxy appended, so values a client prepends are never read', () => {
    expect(forwardedClientAddress('198.51.100.1', '10.0.0.2', 1)).toBe('198.51.100.1');
    expect(forwardedClientAddress('6.6.6.6, 7.7.7.7, 198.51.100.1', '10.0.0.2', 1)).toBe('198.51.100.1');
    expect(forwardedClientAddress(['6.6.6.6', '198.51.100.1'], '10.0.0.2', 1)).toBe('198.51.100.1');
  });

  it('walks one entry further left per extra hop, stopping at the furthest address known', () => {
    expect(forwardedClientAddress('6.6.6.6, 198.51.100.1, 10.0.0.9', '10.0.0.2', 2)).toBe('198.51.100.1');
    expect(forwardedClientAddress('198.51.100.1', '10.0.0.2', 3)).toBe('198.51.100.1');
  });

  it('uses the socket’s peer with no proxy trusted, or when no proxy said anything', () => {
    expect(forwardedClientAddress('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(forwardedClientAddress(undefined, '203.0.113.7', 1)).toBe('203.0.113.7');
    expect(forwardedClientAddress(' , ', '203.0.113.7', 1)).toBe('203.0.113.7');
  });
});
