import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/http';
import { initTracing } from '@mercato/observability';
import { rebuildProjection } from '@mercato/event-log';
import { createTestDatabase, eventually } from '@mercato/testing';
import { ContributorRole, ProductType } from '@mercato/spec';
import { catalogProjection } from '@mercato/catalog/projections';
import { CreateSiteCommand } from '@mercato/sites/application';
import { MAIN_NAVIGATION } from '@mercato/sites/domain';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { runtimeConfigFromEnv } from '@mercato/runtime';

/**
 * An owner sets up a store and a product through the gateway; the storefront and the inventory
 * endpoint show it, on whichever transport EVENT_TRANSPORT names (postgres or kafka).
 */
const spans = new InMemorySpanExporter();
initTracing({ serviceName: 'integration', exporter: spans });

const WEBSITE = 'it-site';
const HOST = 'it-shop.localhost';
const owner = { email: 'owner@it.test', password: 'correct horse battery' };
const viewer = { email: 'viewer@it.test', password: 'another good password' };

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;

async function call(method: string, path: string, options: { body?: unknown; cookie?: string; host?: string } = {}) {
  const response = await fetch(`${gateway.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-host': options.host ?? HOST, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, headers: response.headers };
}

async function login(credentials: { email: string; password: string }): Promise<string> {
  const response = await call('POST', '/api/auth/session', { body: credentials });
  expect(response.status).toBe(200);
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('mercato_owner_session='));
  return session!.split(';')[0]!;
}

const tableRows = async (table: string, orderBy: string) => gateway.runtime.dataSource.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`);

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${Date.now()}` }),
  });
  await gateway.app.get(CommandBus).execute(
    new CreateSiteCommand({
      websiteId: WEBSITE,
      title: 'Integration Store',
      hostnames: [HOST],
      currency: 'USD',
      timeZone: 'Europe/Paris',
      templateId: 'tpl-1',
      locale: 'en-US',
      header: { title: 'Integration Store', tagline: '' },
      footer: { text: '' },
      navigations: [{ fieldName: MAIN_NAVIGATION, title: 'Main', items: [{ externalLink: '/about', title: 'About' }] }],
    }),
  );
  const contributors = gateway.app.get(ContributorService);
  await contributors.create({ ...owner, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.STORE_MANAGER }] });
  await contributors.create({ ...viewer, displayName: 'Viewer', roles: [{ websiteId: WEBSITE, role: ContributorRole.VIEWER }] });
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
    expect((await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products`, { body })).status).toBe(401);
    const viewerCookie = await login(viewer);
    expect((await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products`, { body, cookie: viewerCookie })).status).toBe(403);
  });

  it('creates the store as spec §4 describes: collection, root category, first place in the main navigation', async () => {
    cookie = await login(owner);
    const created = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products`, {
      cookie,
      body: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: 'All of it', enabled: true },
    });
    expect(created.status).toBe(201);
    collectionId = created.body.id;
    expect(created.body.urlId).toBe('shop');
    // The same URL id again is suffixed (spec §5).
    const second = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products`, { cookie, body: { navigationTitle: 'Shop', title: 'Shop', urlId: 'shop', description: '', enabled: true } });
    expect(second.body.urlId).toBe('shop-1');

    const category = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/${collectionId}/categories`, {
      cookie,
      body: { displayName: 'Shop', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
    });
    expect(category.status).toBe(201);

    const layout = await call('GET', '/api/commondata/GetSiteLayout', { cookie });
    expect(layout.status).toBe(200);
    const main = layout.body.navigations.find((n: { fieldName: string }) => n.fieldName === MAIN_NAVIGATION);
    const items = [{ collectionId }, ...main.links];
    const updated = await call('POST', '/api/widget/UpdateNavigation', { cookie, body: { fieldName: MAIN_NAVIGATION, templateId: layout.body.templateId, navigation: { items } } });
    expect(updated.status).toBe(200);
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
    const created = await call('POST', `/api/content-service/product/1.1/websites/${WEBSITE}/products/${collectionId}/items`, {
      cookie,
      body: {
        title: 'Wool Scarf',
        productType: ProductType.PHYSICAL,
        variantOptionOrdering: ['Color'],
        variants: [
          { sku: 'SCARF-RED', priceCents: 123456, qtyInStock: 3, optionValues: [{ optionName: 'Color', value: 'Red' }] },
          { sku: 'SCARF-GREY', priceCents: 123456, unlimited: true, optionValues: [{ optionName: 'Color', value: 'Grey' }] },
        ],
      },
    });
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
    expect(stock.body.results.map((r: { sku: string; unlimited: boolean; qtyInStock: number }) => [r.sku, r.unlimited, r.qtyInStock])).toEqual([
      ['SCARF-RED', false, 3],
      ['SCARF-GREY', true, 0],
    ]);
    // Another site's host does not see this site's stock.
    expect((await call('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`, { host: 'unknown.localhost' })).status).toBe(404);
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
    const tables = { catalog_collections: 'collection_id', catalog_products: 'item_id', catalog_variants: 'item_id, variant_id' } as const;
    const live = await Promise.all(Object.entries(tables).map(([table, order]) => tableRows(table, order)));
    let reported = 0;
    const result = await rebuildProjection(gateway.runtime.dataSource, gateway.runtime.store, catalogProjection, { onProgress: ({ done }) => (reported = done) });
    expect(result.events).toBeGreaterThan(60);
    expect(reported).toBe(result.events);
    const rebuilt = await Promise.all(Object.entries(tables).map(([table, order]) => tableRows(table, order)));
    expect(rebuilt).toEqual(live);
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
