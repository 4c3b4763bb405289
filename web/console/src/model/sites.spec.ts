import { ContributorRole } from '@mercato/spec';
import type { OwnedSite } from '../api/types';
import { consoleUrlOf, siteServedAt, siteUrlOf } from './sites';

const site = (websiteId: string, hostnames: string[]): OwnedSite => ({
  websiteId,
  title: websiteId,
  currency: 'USD',
  hostnames,
  roles: [ContributorRole.ADMIN],
  access: { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'edit', mail: 'view' },
});
const demo = site('demo-site', ['demo.localhost', 'localhost']);
const tea = site('tokyo-tea-house', ['jpy.localhost']);

describe('siteServedAt', () => {
  it('finds the site by any of its hostnames, whatever the case', () => {
    expect(siteServedAt([tea, demo], 'Demo.Localhost')).toBe(demo);
    expect(siteServedAt([tea, demo], 'elsewhere.test')).toBeUndefined();
  });
});

describe('consoleUrlOf', () => {
  it("opens another site's console at its first hostname, keeping this page's scheme and port", () => {
    expect(consoleUrlOf(tea, { hostname: 'localhost', protocol: 'http:', port: '3000' })).toBe('http://jpy.localhost:3000/config/tokyo-tea-house');
    expect(consoleUrlOf(tea, { hostname: 'localhost', protocol: 'https:', port: '' })).toBe('https://jpy.localhost/config/tokyo-tea-house');
    expect(consoleUrlOf(site('no-host', []), { hostname: 'localhost', protocol: 'http:', port: '' })).toBeUndefined();
  });
});

describe('siteUrlOf', () => {
  it("links a storefront path on this page's address when it serves the site, else on the site's first", () => {
    expect(siteUrlOf(demo, { hostname: 'localhost', protocol: 'http:', port: '3000' }, '/shop/p/mug')).toBe('http://localhost:3000/shop/p/mug');
    expect(siteUrlOf(demo, { hostname: 'jpy.localhost', protocol: 'http:', port: '3000' }, '/shop/p/mug')).toBe('http://demo.localhost:3000/shop/p/mug');
  });
});
