import { runtimeConfigFromEnv } from '@mercato/runtime';
import { API_ROUTES, upstreamFor, upstreamsOf } from './routes';

/** The upstreams the proxy gateway gets from these environment variables, through RuntimeConfig. */
const upstreamsFromEnv = (env: Record<string, string>) => upstreamsOf(runtimeConfigFromEnv('gateway', env));

const upstreams = { sites: 'http://sites:3000', catalog: 'http://catalog:3000' };

describe('proxy route table', () => {
  it.each([
    ['/api/auth/session', 'sites'],
    ['/api/storefront/site', 'sites'],
    ['/api/commondata/GetSiteLayout', 'sites'],
    ['/api/widget/UpdateNavigation', 'sites'],
    ['/api/owner/sites', 'sites'],
    ['/api/content-service/product/1.1/websites/w1/products', 'catalog'],
    ['/api/commerce/inventory/stock/', 'catalog'],
    ['/api/v1/commerce-preferences/store-settings', 'sites'],
    ['/api/storefront/collections/shop', 'catalog'],
    ['/api/storefront/products/shop/wool-scarf', 'catalog'],
    ['/api/v1/commerce-preferences/checkout', 'sites'],
    ['/api/multilingual/languages', 'sites'],
    ['/api/site-header-footer', 'sites'],
    ['/api/site-experiments', 'sites'],
  ])('sends %s to the %s service', (path, service) => {
    expect(upstreamFor(path, upstreams)?.name).toBe(service);
  });

  it('matches whole path segments, case-insensitively as Express routes do', () => {
    expect(upstreamFor('/api/storefront/sites', upstreams)).toBeUndefined();
    expect(upstreamFor('/api/widgets', upstreams)).toBeUndefined();
    expect(upstreamFor('/API/Widget/UpdateNavigation', upstreams)?.name).toBe('sites');
  });

  it('keeps paths no service owns for the gateway itself: docs, health, unknown API paths, pages', () => {
    for (const path of ['/api/docs', '/api/unknown', '/health/ready', '/metrics', '/shop/p/wool-scarf', '/config/demo-site']) expect(upstreamFor(path, upstreams)).toBeUndefined();
  });

  const everyService = { ...upstreams, census: 'http://census:3000', cart: 'http://cart:3000', restock: 'http://restock:3000', siteUsers: 'http://site-users:3000', forms: 'http://forms:3000', orders: 'http://orders:3000' };

  it.each([
    ['/api/census/RecordHit', 'census'],
    ['/api/commerce/shopping-cart/items', 'cart'],
    ['/api/3/commerce/cart/summary', 'cart'],
    ['/api/site-users/account/notifications/restock', 'restock'],
    ['/api/site-users/account/notifications', 'restock'],
    ['/api/site-users/account/profile', 'siteUsers'],
    ['/api/site-users', 'siteUsers'],
    ['/api/form/contact-1', 'forms'],
    ['/api/rest/forms/contact-1/submissions', 'forms'],
    ['/api/template/forms', 'forms'],
    ['/api/commerce/checkout', 'orders'],
    ['/api/commerce/checkout/totals', 'orders'],
    ['/api/commerce/orders/some-token', 'orders'],
    ['/api/commerce/websites/w1/orders', 'orders'],
    ['/api/commerce/websites/w1/checkout-settings', 'orders'],
    ['/api/commerce/gift-cards/balance', 'orders'],
    ['/api/commerce/subscriptions/confirmation/t1', 'orders'],
  ])('sends %s to the %s service once its URL is configured', (path, service) => {
    expect(upstreamFor(path, upstreams)).toBeUndefined();
    expect(upstreamFor(path, everyService)?.name).toBe(service);
  });

  it('leaves the rest of /api/commerce to the gateway', () => {
    expect(upstreamFor('/api/commerce/ordersx', everyService)).toBeUndefined();
    expect(upstreamFor('/api/site-users/account/notificationsx', everyService)?.name).toBe('siteUsers');
  });

  it('has one owner per prefix', () => {
    const prefixes = API_ROUTES.map((route) => route.prefix.toLowerCase());
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('reads the services’ URLs from the environment, refusing a missing or malformed one', () => {
    expect(upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000/', CATALOG_SERVICE_URL: 'http://catalog:3000' })).toEqual(upstreams);
    expect(upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000', CATALOG_SERVICE_URL: 'http://catalog:3000', CART_SERVICE_URL: 'http://cart:3000', FORMS_SERVICE_URL: 'http://forms:3000' })).toEqual({
      ...upstreams,
      cart: 'http://cart:3000',
      forms: 'http://forms:3000',
    });
    expect(() => upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000', CATALOG_SERVICE_URL: 'http://catalog:3000', RESTOCK_SERVICE_URL: 'restock' })).toThrow('RESTOCK_SERVICE_URL must be an http(s) URL');
    expect(() => upstreamsFromEnv({ SITES_SERVICE_URL: 'http://sites:3000' })).toThrow('CATALOG_SERVICE_URL is not set');
    expect(() => upstreamsFromEnv({ SITES_SERVICE_URL: 'sites:3000', CATALOG_SERVICE_URL: 'http://catalog:3000' })).toThrow('SITES_SERVICE_URL must be an http(s) URL');
  });
});
