import { forwardedHeaders } from './forwarded-headers';

const visitor = { remoteAddress: '203.0.113.7' };

describe('forwarded headers sent to the services', () => {
  it('names the visitor’s host, address and scheme when the gateway is the first proxy', () => {
    expect(forwardedHeaders({ headers: { host: 'jpy.localhost:3000' }, socket: visitor }, 1)).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'jpy.localhost:3000',
      'x-forwarded-proto': 'http',
    });
  });

  it('forwards the address the trusted proxy in front appended, alone, and that proxy’s host and scheme', () => {
    const headers = { host: 'gateway:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-for': '6.6.6.6, 198.51.100.1', 'x-forwarded-proto': 'https' };
    expect(forwardedHeaders({ headers, socket: { remoteAddress: '10.0.0.2' } }, 1)).toEqual({
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'shop.example.com',
      'x-forwarded-proto': 'https',
    });
  });

  it('counts two hops when a CDN and an ingress stand in front', () => {
    const headers = { host: 'gateway:3000', 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.9' };
    expect(forwardedHeaders({ headers, socket: { remoteAddress: '10.0.0.2' } }, 2)['x-forwarded-for']).toBe('198.51.100.1');
  });

  it('ignores client-sent forwarding headers when proxies are not trusted, so no one picks another site or address', () => {
    const headers = { host: 'demo.localhost', 'x-forwarded-host': 'jpy.localhost', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https' };
    expect(forwardedHeaders({ headers, socket: { ...visitor, encrypted: true } }, 0)).toEqual({
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-host': 'demo.localhost',
      'x-forwarded-proto': 'https',
    });
  });
});
