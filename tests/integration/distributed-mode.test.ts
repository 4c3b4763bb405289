import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { HttpCartCheckout } from '@mercato/cart/ports';
import { cartService } from '../../services/cart/src/cart-service';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { shopper } from './support/shopper';
import { OWNER, VIEWER, WOOL_SCARF, createStore, createTestContributors, stockRows, storeCollectionsPath, testSiteCommand } from './support/fixtures';

/**
 * Distributed mode: the sites, catalog and cart services, each alone with a database of its own, and
 * the gateway in proxy mode in front of them. Everything the catalog knows of the site reaches it
 * over Kafka, so this runs on the Kafka transport only.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: sites, catalog and cart services behind the proxy gateway${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

// Unique per run: topics outlive a run when KAFKA_BROKERS names a long-lived broker.
const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-${run}`;
const HOST = `dist-${run}.localhost`;
// Both services share this deployment's topics; the run's other tests (same broker) never see them.
const TOPIC_PREFIX = testTopicPrefix('distributed-mode');

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let cart: RunningService<Runtime>;
let gateway: RunningService;
let catalogStopped = false;
const dropDatabases: Array<() => Promise<void>> = [];
let call: ApiClient['call'];
let login: ApiClient['login'];

async function serviceConfig(serviceName: string) {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabases.push(database.drop);
  return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX });
}

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await serviceConfig('sites'), sitesService);
    catalog = await startService(await serviceConfig('catalog'), catalogService({ sitesServiceUrl: sites.url }));
    cart = await startService(await serviceConfig('cart'), cartService());
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, cart: cart.url }));
    ({ call, login } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createTestContributors(sites.app.get(ContributorService), WEBSITE);
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await cart?.stop();
    if (!catalogStopped) await catalog?.stop();
    await sites?.stop();
    for (const drop of dropDatabases) await drop();
  });

  let cookie: string;
  let itemId: string;

  it('the catalog service learns the new site from the sites topic, with none of the sites tables', async () => {
    // Until the SiteCreated event arrives, the catalog does not know the host: 404 "Site not found".
    const stock = await eventually(async () => {
      const response = await call('GET', '/api/commerce/inventory/stock/?itemId=none');
      expect(response.status).toBe(200);
      return response.body;
    });
    expect(stock).toEqual({ results: [] });
    const tables: Array<{ site_hosts: string | null; contributors: string | null }> = await catalog.runtime.dataSource.query(
      `SELECT to_regclass('site_hosts')::text AS site_hosts, to_regclass('contributors')::text AS contributors`,
    );
    expect(tables).toEqual([{ site_hosts: null, contributors: null }]);
  });

  it('an owner logs in at the sites service and sets up a store and a product on the catalog service, all through the gateway', async () => {
    const body = { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true };
    expect((await call('POST', storeCollectionsPath(WEBSITE), { body })).status).toBe(401);
    expect((await call('POST', storeCollectionsPath(WEBSITE), { body, cookie: await login(VIEWER) })).status).toBe(403);

    cookie = await login(OWNER);
    const store = await createStore(call, cookie, WEBSITE);
    const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie, body: WOOL_SCARF });
    expect(created.status).toBe(201);
    itemId = created.body.id;
  });

  it('serves the product page with its title and price, the site shell with the store link, and the stock', async () => {
    const page = await eventually(async () => {
      const response = await call('GET', '/shop/p/wool-scarf');
      expect(response.status).toBe(200);
      return response.body as string;
    });
    expect(page).toContain('Wool Scarf');
    expect(page).toContain('1,234.56');
    // The sites service learnt the store's address from the catalog topic.
    await eventually(async () => {
      const site = await call('GET', '/api/storefront/site');
      expect(site.body.navigation.map((link: { href: string }) => link.href)).toEqual(['/shop', '/about']);
    });
    const stock = await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`);
    expect(stock.status).toBe(200);
    expect(stockRows(stock.body)).toEqual([
      ['SCARF-RED', false, 3],
      ['SCARF-GREY', true, 0],
    ]);
  });

  it('serves the owner console at /config, and its reads from the service that owns each', async () => {
    const page = await call('GET', '/config/some/deep/link');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="console-root">');
    const mine = await call('GET', '/api/owner/sites', { cookie });
    expect(mine.body.sites.map((site: { websiteId: string; access: unknown }) => [site.websiteId, site.access])).toEqual([
      [WEBSITE, { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'view', mail: 'none' }],
    ]);
    const stores = await call('GET', storeCollectionsPath(WEBSITE), { cookie });
    expect(stores.body.collections.map((store: { urlId: string }) => store.urlId)).toEqual(['shop']);
    // The site settings live with the sites service too.
    expect((await call('GET', '/api/site-header-footer', { cookie })).body).toEqual({ header: { title: 'Integration Store', tagline: '' }, footer: { text: '' } });
    expect((await call('GET', '/api/multilingual/status', { cookie })).body).toEqual({ connected: false, languageCount: 0 });
    expect((await call('GET', '/api/v1/commerce-preferences/checkout', { cookie })).body).toEqual({ websiteId: WEBSITE });
  });

  it('the cart service serves checkout its cart over HTTP (CART_CHECKOUT for an orders process with its own database)', async () => {
    const browser = shopper(gateway.url, HOST);
    // The cart service learns the product from the catalog topic.
    const added = await eventually(async () => {
      const response = await browser.add({ itemId, sku: 'SCARF-RED', quantity: 2 });
      expect(response.status).toBe(200);
      return response.body;
    });
    const cartId: string = added.shoppingCart.id;
    const carts = new HttpCartCheckout(cart.url);
    expect(await carts.cartToCheckOut(WEBSITE, cartId)).toMatchObject({
      cartId, websiteId: WEBSITE, orderId: null, requiresShipping: true,
      entries: [{ itemId, sku: 'SCARF-RED', title: 'Wool Scarf', quantity: 2, unitPriceCents: 123456 }],
    });
    expect(await carts.cartToCheckOut(WEBSITE, '00000000-0000-4000-8000-000000000000')).toBeNull();
    await carts.markPurchased(WEBSITE, cartId, 'order-dist-1');
    await carts.markPurchased(WEBSITE, cartId, 'order-dist-1');
    expect((await browser.cart()).body).toMatchObject({ id: cartId, isPurchased: true, orderId: 'order-dist-1' });
    // Internal: the gateway forwards none of it.
    expect((await call('GET', `/internal/cart-checkout/${WEBSITE}/carts/${cartId}`)).body).not.toHaveProperty('cartId');
  });

  it('continues the caller’s trace in the service behind the gateway', async () => {
    const traceId = randomBytes(16).toString('hex');
    const response = await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('traceparent')?.split('-')[1]).toBe(traceId);
  });

  it('answers 502 in the error envelope while a service is down, and keeps serving the others', async () => {
    await catalog.stop();
    catalogStopped = true;
    const stock = await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`);
    expect(stock.status).toBe(502);
    expect(stock.body).toEqual({ status: 502, message: 'Unable to connect. Please try again', code: 'upstream_unavailable' });
    expect((await call('GET', '/shop/p/wool-scarf')).status).toBe(502);
    expect((await call('GET', '/api/storefront/site')).status).toBe(200);
  });
});
