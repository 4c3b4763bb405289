import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { HttpProductTypes } from '@mercato/catalog/ports';
import { ContributorRole, INTERFACE_STRINGS, LOCK_SCREEN_MESSAGES, ProductType } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { siteUsersService } from '../../services/site-users/src/site-users-service';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { distributedServices } from './support/distributed-services';
import { createStore, storeCollectionsPath, testSiteCommand, WOOL_SCARF } from './support/fixtures';
import { shopper, type Shopper } from './support/shopper';

/**
 * Distributed mode with the site-users service (issue 14 part 3): the catalog service has no
 * lock screens or memberships of its own and asks the site-users service over HTTP (HttpPageGate,
 * its internal endpoint), so a locked page is refused there as in the embedded gateway. Kafka only,
 * as every service learns the site from the sites topic.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the catalog service asks the site-users service about closed pages${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-gate-${run}`;
const HOST = `dist-gate-${run}.localhost`;
const services = distributedServices(run, testTopicPrefix('distributed-page-gate'));
const ADMIN = { email: 'gate-admin@it.test', password: 'gate admin password' };
const LOCKS = '/api/site-users/owner/lock-screens';
const UNLOCK = '/api/site-users/lock-screens/unlock';

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let siteUsers: RunningService<Runtime> | undefined;
let gateway: RunningService;
let call: ApiClient['call'];
let cookie: string;
let store: { id: string; urlId: string };
let scarfId: string;
const collection = (visitor: Shopper) => visitor.call('GET', `/api/storefront/collections/${store.urlId}`);
const page = (visitor: Shopper, path: string) => visitor.call('GET', path, { headers: { accept: 'text/html' } });

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await services.config('sites'), sitesService);
    siteUsers = await startService(await services.config('site-users'), siteUsersService({ sitesServiceUrl: sites.url }));
    catalog = await startService(await services.config('catalog'), catalogService({ sitesServiceUrl: sites.url, siteUsersServiceUrl: siteUsers.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, siteUsers: siteUsers.url }));
    ({ call } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await sites.app.get(ContributorService).create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
    cookie = await apiClient(gateway.url, HOST).login(ADMIN);
    // The catalog service knows the host once the sites topic told it.
    await eventually(async () => expect((await call('GET', '/api/commerce/inventory/stock/?itemId=none')).status).toBe(200));
    store = await createStore(call, cookie, WEBSITE);
    const scarf = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie, body: WOOL_SCARF });
    expect(scarf.status).toBe(201);
    scarfId = scarf.body.id;
    await eventually(async () => expect((await collection(shopper(gateway.url, HOST))).status).toBe(200));
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await catalog?.stop();
    await siteUsers?.stop();
    await sites?.stop();
    await services.dropDatabases();
  });

  it("answers the site-users service a product's type (PRODUCT_TYPES over HTTP), null for another site's", async () => {
    const products = new HttpProductTypes(catalog.url);
    expect(await products.productTypeOf(WEBSITE, scarfId)).toBe(ProductType.PHYSICAL);
    expect(await products.productTypeOf(`${WEBSITE}-other`, scarfId)).toBeNull();
  });

  it("refuses a locked page in the catalog service's API and the page render until the visitor holds the pass", async () => {
    // The site-users service knows the host once the sites topic told it.
    await eventually(async () => expect((await call('PUT', `${LOCKS}/pages/${store.id}`, { cookie, body: { password: 'open sesame' } })).status).toBe(204));
    const visitor = shopper(gateway.url, HOST);
    expect(await collection(visitor)).toMatchObject({ status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, pageGate: { kind: 'locked', pageId: store.id, lockPageId: store.id } } });
    expect((await visitor.call('GET', `/api/storefront/products/${store.urlId}/wool-scarf`)).status).toBe(403);
    const lockScreen = await page(visitor, `/${store.urlId}`);
    expect(lockScreen.status).toBe(403);
    expect(lockScreen.body).toContain(LOCK_SCREEN_MESSAGES.title);
    expect(lockScreen.body).not.toContain(WOOL_SCARF.title);

    expect((await visitor.call('POST', UNLOCK, { body: { pageId: store.id, password: 'open sesame' } })).status).toBe(204);
    expect(await collection(visitor)).toMatchObject({ status: 200, body: { collection: { id: store.id }, protectedContent: true } });
    expect((await page(visitor, `/${store.urlId}`)).status).toBe(200);
    expect((await collection(shopper(gateway.url, HOST))).status).toBe(403);
    expect((await call('DELETE', `${LOCKS}/pages/${store.id}`, { cookie })).status).toBe(204);
    expect((await collection(shopper(gateway.url, HOST))).status).toBe(200);
  });

  it('closes the home page under a site lock through the proxy, and forwards none of the internal page gate', async () => {
    expect((await call('PUT', `${LOCKS}/site`, { cookie, body: { password: 'whole site' } })).status).toBe(204);
    const visitor = shopper(gateway.url, HOST);
    expect((await page(visitor, '/')).status).toBe(403);
    expect((await collection(visitor)).status).toBe(403);
    expect((await visitor.call('POST', UNLOCK, { body: { password: 'whole site' } })).status).toBe(204);
    expect((await page(visitor, '/')).status).toBe(200);
    expect((await collection(visitor)).status).toBe(200);
    expect((await call('DELETE', `${LOCKS}/site`, { cookie })).status).toBe(204);

    const internal = await call('GET', `/internal/page-gate/${WEBSITE}?pageId=${store.id}`);
    expect(internal.body).not.toHaveProperty('open');
  });

  it('fails closed while the site-users service does not answer: a collection read is 503, not opened', async () => {
    expect((await collection(shopper(gateway.url, HOST))).status).toBe(200);
    await siteUsers!.stop();
    siteUsers = undefined;
    expect(await collection(shopper(gateway.url, HOST))).toMatchObject({ status: 503, body: { message: INTERFACE_STRINGS.unableToConnect, code: 'site_lock_unavailable' } });
  });
});
