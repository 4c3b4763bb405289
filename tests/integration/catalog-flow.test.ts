import { type IncomingMessage, type Server } from 'node:http';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { initTracing } from '@mercato/observability';
import { rebuildProjection } from '@mercato/event-log';
import { createTestDatabase, eventually, readModelRows } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { ContributorRole, ProductType } from '@mercato/spec';
import { catalogProjection } from '@mercato/catalog/projections';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, WOOL_SCARF, createStore, createTestContributors, stockRows, storeCollectionsPath, testSiteCommand } from './support/fixtures';

/**
 * An owner sets up a store and a product through the gateway; the storefront and the inventory
 * endpoint show it, on whichever transport EVENT_TRANSPORT names (postgres or kafka).
 */
const spans = new InMemorySpanExporter();
initTracing({ serviceName: 'integration', exporter: spans });

const WEBSITE = 'it-site';
const HOST = 'it-shop.localhost';
// On Kafka, this deployment's own topics: the run's broker also carries the other tests' events.
const TOPIC_PREFIX = testTopicPrefix('catalog-flow');

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let login: ApiClient['login'];

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${Date.now()}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX }),
  });
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`catalog through the gateway (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  let cookie: string;
  let collectionId: string;
  let itemId: string;
  let variantIds: string[];

  it('refuses store set-up to anonymous visitors (401) and to roles that may not write the catalog (403)', async () => {
    const body = { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true };
    expect((await call('POST', storeCollectionsPath(WEBSITE), { body })).status).toBe(401);
    const viewerCookie = await login(VIEWER);
    expect((await call('POST', storeCollectionsPath(WEBSITE), { body, cookie: viewerCookie })).status).toBe(403);
  });

  it('creates the store as spec §4 describes: collection, root category, first place in the main navigation', async () => {
    cookie = await login(OWNER);
    const store = await createStore(call, cookie, WEBSITE);
    collectionId = store.id;
    expect(store.urlId).toBe('shop');
    // The same URL id again is suffixed (spec §5).
    const second = await call('POST', storeCollectionsPath(WEBSITE), { cookie, body: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true } });
    expect(second.body.urlId).toBe('shop-1');
    const site = await eventually(async () => {
      const response = await call('GET', '/api/storefront/site');
      expect(response.body.navigation.map((n: { href: string }) => n.href)).toEqual(['/shop', '/about']);
      return response.body;
    });
    expect(site.currency).toBe('USD');
  });

  it('answers bad input with the field and its message, and writes nothing', async () => {
    const before = await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM es_events');
    const bad = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/${collectionId}/items`, {
      cookie,
      body: { title: 'Bad', productType: ProductType.PHYSICAL, variants: [{ sku: 'X', priceCents: -5 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty(['variants.0.priceCents']);
    const digitalSubscription = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/${collectionId}/items`, {
      cookie,
      body: { title: 'Guide', productType: ProductType.DIGITAL, isSubscribable: true, digital: { priceCents: 900 }, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 } },
    });
    expect(digitalSubscription.status).toBe(400);
    expect(digitalSubscription.body.message).toBe('Only physical and service products can be subscribed to.');
    expect(await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM es_events')).toEqual(before);
  });

  it('shows a new product on its server-rendered page and in the inventory endpoint', async () => {
    const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${collectionId}/items`, { cookie, body: WOOL_SCARF });
    expect(created.status).toBe(201);
    ({ id: itemId, variantIds } = created.body);
    const page = await eventually(async () => {
      const response = await call('GET', '/shop/p/wool-scarf');
      expect(response.status).toBe(200);
      return response.body as string;
    });
    expect(page).toContain('Wool Scarf');
    expect(page).toContain('1,234.56');
    expect(page).toContain('Select Color');
    const stock = await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`);
    expect(stockRows(stock.body)).toEqual([
      ['SCARF-RED', false, 3],
      ['SCARF-GREY', true, 0],
    ]);
    // Another site's host does not see this site's stock.
    expect((await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`, { host: 'unknown.localhost' })).status).toBe(404);
  });

  it("lists the contributor's sites with what their role may do there, and shows a read-only role the catalog", async () => {
    expect((await call('GET', '/api/owner/sites')).status).toBe(401);
    const mine = await call('GET', '/api/owner/sites', { cookie });
    expect(mine.body).toEqual({
      sites: [{ websiteId: WEBSITE, title: 'Integration Store', currency: 'USD', hostnames: [HOST], roles: [8], access: { catalog: 'edit', storeSettings: 'edit', mainNavigation: 'edit', siteSettings: 'view', mail: 'none' } }],
    });
    const viewerCookie = await login(VIEWER);
    expect((await call('GET', '/api/owner/sites', { cookie: viewerCookie })).body.sites[0].access).toEqual({ catalog: 'view', storeSettings: 'view', mainNavigation: 'none', siteSettings: 'view', mail: 'none' });

    const stores = await call('GET', storeCollectionsPath(WEBSITE), { cookie: viewerCookie });
    expect(stores.body.collections.map((store: { urlId: string }) => store.urlId)).toEqual(['shop', 'shop-1']);
    const products = await call('GET', `${storeCollectionsPath(WEBSITE)}/${collectionId}/items`, { cookie: viewerCookie });
    expect(products.body.products.map((product: { title: string }) => product.title)).toEqual(['Wool Scarf']);
    // Another website's role does not reach this one, and an unknown store is not found.
    expect((await call('GET', storeCollectionsPath('another-site'), { cookie: viewerCookie })).status).toBe(403);
    expect((await call('GET', `${storeCollectionsPath(WEBSITE)}/${crypto.randomUUID()}/items`, { cookie: viewerCookie })).status).toBe(404);
  });

  it("renders the product page from the query services in its own process: no request reaches the gateway's API", async () => {
    const requests: string[] = [];
    const server = gateway.app.getHttpServer() as Server;
    const record = (request: IncomingMessage) => requests.push(request.url ?? '');
    server.on('request', record);
    try {
      const anonymous = await call('GET', '/shop/p/wool-scarf?from=no-http-test');
      expect(anonymous.status).toBe(200);
      expect(anonymous.body).toContain('Wool Scarf');
      expect(anonymous.body).not.toContain('signedInRoles');
      // A signed-in owner's page also asks who they are (for the analytics skip rules), in process
      // too, and is theirs alone: not the anonymous page just rendered for the same URL.
      const owner = await call('GET', '/shop/p/wool-scarf?from=no-http-test', { cookie });
      expect(owner.body).toContain(`"signedInRoles":[${ContributorRole.STORE_MANAGER}]`);
    } finally {
      server.off('request', record);
    }
    expect(requests).toEqual(['/shop/p/wool-scarf?from=no-http-test', '/shop/p/wool-scarf?from=no-http-test']);
  });

  it('keeps every stock move exactly once when the projection consumer is stopped and restarted mid-stream', async () => {
    const red = variantIds[0]!;
    const stockUrl = `/api/content-service/product/1.1/websites/${WEBSITE}/products/items/${itemId}/variants/${red}/stock`;
    const moves = 60;
    // Five writers at a time on one stream: within the command's bounded conflict retries.
    const send = async (n: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i += 5) {
        const batch = await Promise.all(Array.from({ length: 5 }, () => call('POST', stockUrl, { cookie, body: { delta: 1, reason: 'restock' } })));
        statuses.push(...batch.map((r) => r.status));
      }
      return statuses;
    };
    const first = send(moves / 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await gateway.runtime.pauseProjection('catalog');
    const statuses = [...(await first), ...(await send(moves / 2))];
    expect(statuses.every((status) => status === 204)).toBe(true);
    await gateway.runtime.resumeProjection('catalog');
    await eventually(async () => {
      const stock = await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`);
      expect(stock.body.results[0].qtyInStock).toBe(3 + moves);
    });
    const applied = await gateway.runtime.dataSource.query(
      `SELECT version FROM projection_stream_versions WHERE projection = 'catalog' AND stream_id = $1`,
      [`catalog-product-${itemId}`],
    );
    expect(applied[0].version).toBe(3 + moves);
  });

  it('rebuilds the catalog read model from the log with rows identical to the live ones', async () => {
    const live = await readModelRows(gateway.runtime.dataSource, catalogProjection.tables);
    let reported = 0;
    const result = await rebuildProjection(gateway.runtime.dataSource, gateway.runtime.store, catalogProjection, { onProgress: ({ done }) => (reported = done) });
    expect(result.events).toBeGreaterThan(60);
    expect(reported).toBe(result.events);
    expect(await readModelRows(gateway.runtime.dataSource, catalogProjection.tables)).toEqual(live);
  });

  it('traces one request from the gateway through the command to the projection in one trace', async () => {
    spans.reset();
    const response = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/items/${itemId}/variants/${variantIds[0]}/stock`, {
      cookie,
      body: { delta: -1, reason: 'sold' },
    });
    const traceId = (response.headers.get('traceparent') ?? '').split('-')[1];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const names = await eventually(async () => {
      const inTrace = spans.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId).map((span) => span.name);
      expect(inTrace).toContain('projection catalog apply StockAdjusted');
      return inTrace;
    });
    expect(names).toEqual(expect.arrayContaining(['command AdjustStock']));
    if (process.env.EVENT_TRANSPORT === 'kafka') expect(names).toContain('kafka produce catalog.events.v1');
  });
});
