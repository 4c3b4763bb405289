import { API_ROUTES, upstreamFor, upstreamsFromEnv } from './routes';

const upstreams = { sites: 'http://sites:3000', catalog: 'http://catalog:3000' };

describe('proxy route table', () => {
  it.each([
    ['/api/auth/session', 'sites'],
    ['/api/storefront/site', 'sites'],
    ['/api/commondata/GetSiteLayout', 'sites'],
    ['/api/widget/UpdateNavigation', 'sites'],
    ['/api/content-service/product/1.1/websites/w1/products', 'catalog'],
    ['/api/commerce/inventory/stock/', 'catalog'],
    ['/api/storefront/collections/shop', 'catalog'],
    ['/api/storefront/products/shop/wool-scarf', 'catalog'],
  ])('sends %s to the %s service', (path, service) => {
    expect(upstreamFor(path, upstreams)?.name).toBe(service);
  });

  it('matches whole path segments, case-insensitively as Express routes do', () => {
    expect(upstreamFor('/api/storefront/sites', upstreams)).toBeUndefined();
    expect(upstreamFor('/api/widgets', upstreams)).toBeUndefined();
    expect(upstreamFor('/API/Widget/UpdateNavigation', upstreams)?.name).toBe('sites');
  });

  it('keeps paths no service owns for the gateway itself: docs, health, unknown API paths', () => {
    for (const path of ['/api/docs', '/api/unknown', '/health/ready', '/metrics', '/shop/p/wool-scarf']) expect(upstreamFor(path, upstreams)).toBeUndefined();
  });

  it('does not forward an optional service’s paths while its URL is not configured (census)', () => {
    expect(upstreamFor('/api/census/RecordHit', upstreams)).toBeUndefined();
    expect(upstreamFor('/api/census/RecordHit', { ...upstreams, census: 'http://census:3000' })).toEqual({ name: 'census', origin: 'http://census:3000' });
  });

  it('has one owner per prefix', () => {
    const prefixes = API_ROUTES.map((route) => route.prefix.toLowerCase());
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('reads the services’ URLs from the environment, refusing a missing or malformed one', () => {
    expect(upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000/', CATALOG_SERVICE_URL: 'http://catalog:3000' })).toEqual(upstreams);
    expect(() => upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000' })).toThrow('CATALOG_SERVICE_URL is not set');
    expect(() => upstreamsFromEnv({ SITES_SERVICE_URL: 'sites:3000', CATALOG_SERVICE_URL: 'http://catalog:3000' })).toThrow('SITES_SERVICE_URL must be an http(s) URL');
  });
});
