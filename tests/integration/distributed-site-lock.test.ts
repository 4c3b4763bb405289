import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { ContributorRole, INTERFACE_STRINGS, LOCK_SCREEN_MESSAGES, ProductType, SITE_LOCK_PAGE_ID, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { cartService } from '../../services/cart/src/cart-service';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { ordersService } from '../../services/orders/src/orders-service';
import { restockService } from '../../services/restock/src/restock-service';
import { siteUsersService } from '../../services/site-users/src/site-users-service';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { product, variant } from './support/cart-products';
import { checkOut, createStockedProduct } from './support/checkout';
import { distributedServices } from './support/distributed-services';
import { createStore, storeCollectionsPath, testSiteCommand } from './support/fixtures';
import { RESTOCK_PATH } from './support/restock';
import { shopper, type Shopper } from './support/shopper';

/**
 * Issue 14 part 3 in distributed mode, a whole checkout across services: the cart, orders and
 * restock services hold no lock screens and ask the site-users service (HttpPageGate) before a
 * visitor's call, so a site lock closes the cart, checkout and the restock sign-up there as in the
 * embedded gateway, and fails closed (503) while the site-users service does not answer. A paid
 * join bought in the orders service grants the membership in the site-users service (the session
 * named over HTTP, the order over the orders topic). Kafka only, as every service learns the site
 * and the products from the topics.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the site lock and paid joins across the cart, orders and site-users services${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-lock-${run}`;
const HOST = `dist-lock-${run}.localhost`;
const services = distributedServices(run, testTopicPrefix('distributed-site-lock'));
const ADMIN = { email: `lock-admin-${run}@it.test`, password: 'lock admin password' };
const LOCKS = '/api/site-users/owner/lock-screens';
const UNLOCK = '/api/site-users/lock-screens/unlock';
const PASSWORD = 'correct horse battery';
const MEMBERS_PAGE = 'members-page';
const lockedAnswer = { status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, code: 'page_gate', pageGate: { kind: 'locked', pageId: SITE_LOCK_PAGE_ID, lockPageId: null } } };

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let siteUsers: RunningService<Runtime> | undefined;
let cart: RunningService<Runtime>;
let orders: RunningService<Runtime>;
let restock: RunningService<Runtime>;
let gateway: RunningService;
let call: ApiClient['call'];
let cookie: string;
let teapot: { itemId: string; sku: string };
let paywall: { itemId: string; sku: string };
let soldOut: { productId: string; variantId: string };

const visitor = () => shopper(gateway.url, HOST);
const add = (browser: Shopper, item: { itemId: string; sku: string }) => browser.add({ itemId: item.itemId, sku: item.sku, quantity: 1 });
const signUpForRestock = (browser: Shopper, siteVisitorEmail: string) => browser.call('POST', RESTOCK_PATH, { body: { ...soldOut, siteVisitorEmail, isJoinMailingList: false } });
const restockSignUps = async () => ((await restock.runtime.dataSource.query('SELECT email FROM restock_sign_ups ORDER BY email')) as Array<{ email: string }>).map((row) => row.email);
const allowed = async (browser: Shopper) => (await browser.call('GET', `/api/site-users/member-areas/access?pageId=${MEMBERS_PAGE}`)).body.allowed as boolean;

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await services.config('sites'), sitesService);
    catalog = await startService(await services.config('catalog'), catalogService({ sitesServiceUrl: sites.url }));
    const liveSiteUsers = await startService(await services.config('site-users'), siteUsersService({ sitesServiceUrl: sites.url, catalogServiceUrl: catalog.url }));
    siteUsers = liveSiteUsers;
    cart = await startService(await services.config('cart'), cartService({ siteUsersServiceUrl: liveSiteUsers.url }));
    orders = await startService(await services.config('orders'), ordersService({ sitesServiceUrl: sites.url, catalogServiceUrl: catalog.url, cartServiceUrl: cart.url, siteUsersServiceUrl: liveSiteUsers.url }));
    // Restock's captcha is asked of the forms service only for a site with a captcha key: this one has none.
    restock = await startService(await services.config('restock'), restockService({ sitesServiceUrl: sites.url, formsServiceUrl: 'http://127.0.0.1:9', siteUsersServiceUrl: liveSiteUsers.url }));
    gateway = await startService(
      runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }),
      proxyGateway({ sites: sites.url, catalog: catalog.url, cart: cart.url, orders: orders.url, siteUsers: liveSiteUsers.url, restock: restock.url }),
    );
    ({ call } = apiClient(gateway.url, HOST));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await sites.app.get(ContributorService).create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
    cookie = await apiClient(gateway.url, HOST).login(ADMIN);

    // The catalog knows the site, then the cart service the products (catalog topic).
    teapot = await eventually(() => createStockedProduct(catalog.app.get(CommandBus), WEBSITE, `Teapot ${run}`, 10), 60_000);
    const commands = catalog.app.get(CommandBus);
    const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Courses', navigationTitle: '', urlId: '', description: '', enabled: true }));
    const access: { id: string } = await commands.execute(
      new CreateProductCommand(WEBSITE, store.id, product('Course access', { productType: ProductType.PAYWALL, variants: [variant('COURSE-ACCESS', 4900, { unlimited: true })] })),
    );
    paywall = { itemId: access.id, sku: 'COURSE-ACCESS' };
    await eventually(async () => expect((await add(visitor(), teapot)).status).toBe(200), 60_000);
    await eventually(async () => expect((await add(visitor(), paywall)).status).toBe(200), 60_000);
    // A sold-out product, once the restock service has its stock (catalog topic).
    const shelf = await createStore(call, cookie, WEBSITE);
    const shirt = await call('POST', `${storeCollectionsPath(WEBSITE)}/${shelf.id}/items`, { cookie, body: { title: 'Linen Shirt', productType: ProductType.PHYSICAL, variants: [{ sku: 'SHIRT', priceCents: 3900, qtyInStock: 0 }] } });
    expect(shirt.status).toBe(201);
    soldOut = { productId: shirt.body.id, variantId: shirt.body.variantIds[0] };
    await eventually(async () => expect(await restock.runtime.dataSource.query('SELECT qty_in_stock FROM restock_stock_variants WHERE variant_id = $1', [soldOut.variantId])).toEqual([{ qty_in_stock: 0 }]), 60_000);
    // The site-users service knows the host once the sites topic told it.
    await eventually(async () => expect((await visitor().call('GET', '/api/site-users/account')).status).toBe(401), 60_000);
  }, 240_000);

  afterAll(async () => {
    await gateway?.stop();
    await restock?.stop();
    await orders?.stop();
    await cart?.stop();
    await siteUsers?.stop();
    await catalog?.stop();
    await sites?.stop();
    await services.dropDatabases();
  });

  it("refuses the cart, checkout and a restock sign-up under the site's lock in their own services, and takes them once the visitor holds the pass", async () => {
    expect((await call('PUT', `${LOCKS}/site`, { cookie, body: { password: 'whole site' } })).status).toBe(204);
    const browser = visitor();
    expect(await browser.cart()).toMatchObject(lockedAnswer);
    expect(await add(browser, teapot)).toMatchObject(lockedAnswer);
    expect(browser.cartCookie()).toBeUndefined();
    expect(await checkOut(browser)).toMatchObject(lockedAnswer);
    expect(await browser.call('POST', '/api/commerce/gift-cards/balance', { body: { code: 'GIFT-CARD-CODE' } })).toMatchObject(lockedAnswer);
    expect(await signUpForRestock(browser, 'locked-out@example.com')).toMatchObject(lockedAnswer);
    expect(await restockSignUps()).toEqual([]);

    expect((await browser.call('POST', UNLOCK, { body: { password: 'whole site' } })).status).toBe(204);
    expect((await add(browser, teapot)).status).toBe(200);
    const placed = await checkOut(browser);
    expect(placed).toMatchObject({ status: 200, body: { order: { status: 'placed', websiteId: WEBSITE, items: [{ sku: teapot.sku, quantity: 1 }] } } });
    expect((await signUpForRestock(browser, 'let-in@example.com')).status).toBe(200);
    await eventually(async () => expect(await restockSignUps()).toEqual(['let-in@example.com']));
    // The pass is the visitor's own: another visitor is still refused.
    expect(await add(visitor(), teapot)).toMatchObject(lockedAnswer);
    expect((await call('DELETE', `${LOCKS}/site`, { cookie })).status).toBe(204);
    expect((await add(visitor(), teapot)).status).toBe(200);
  }, 60_000);

  it("grants a member-only area's membership to the signed-in buyer of its paywall product across the orders and site-users services", async () => {
    // The paywall product is checked at the catalog service (PRODUCT_TYPES over HTTP).
    const area = await call('POST', '/api/site-users/owner/member-areas', { cookie, body: { name: 'Course members', freeJoin: false, paywallProductId: paywall.itemId } });
    expect(area.status).toBe(201);
    expect((await call('PUT', `/api/site-users/owner/member-areas/${area.body.memberAreaId}/pages`, { cookie, body: { pageIds: [MEMBERS_PAGE] } })).status).toBe(200);
    const buyer = visitor();
    const email = `buyer-${run}@example.com`;
    const joined = await buyer.call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
    expect(joined.status).toBe(201);
    const login = await buyer.call('POST', '/api/site-users/account/session', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(await allowed(buyer)).toBe(false);
    // A free join of the paid area is refused: only the purchase grants it.
    expect((await buyer.call('POST', `/api/site-users/member-areas/${area.body.memberAreaId}/join`, { headers: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken } })).status).toBe(400);

    expect((await add(buyer, paywall)).status).toBe(200);
    // Another address at checkout: the session, asked of the site-users service, names the buyer.
    const placed = await checkOut(buyer, { email: `receipts-${run}@example.com` });
    expect(placed).toMatchObject({ status: 200, body: { order: { status: 'placed' } } });
    await eventually(async () => expect(await allowed(buyer)).toBe(true), 30_000);
    const grants: Array<{ grantedBy: string; orderId: string }> = await siteUsers!.runtime.dataSource.query(
      `SELECT data->>'grantedBy' AS "grantedBy", data->>'orderId' AS "orderId" FROM es_events WHERE event_type = 'MembershipGranted' AND data->>'siteUserId' = $1`,
      [joined.body.siteUserId],
    );
    expect(grants).toEqual([{ grantedBy: 'paid_join', orderId: placed.body.order.id }]);
  }, 60_000);

  it('fails closed while the site-users service does not answer: the cart and checkout answer 503 and change nothing', async () => {
    const browser = visitor();
    expect((await add(browser, teapot)).status).toBe(200);
    const checkoutsStarted = async () => (await orders.runtime.dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'OrderCheckoutStarted'`))[0].n as number;
    const before = await checkoutsStarted();
    await siteUsers!.stop();
    siteUsers = undefined;
    const unavailable = { status: 503, body: { message: INTERFACE_STRINGS.unableToConnect, code: 'site_lock_unavailable' } };
    expect(await add(browser, teapot)).toMatchObject(unavailable);
    expect(await checkOut(browser)).toMatchObject(unavailable);
    expect(await signUpForRestock(browser, 'while-away@example.com')).toMatchObject(unavailable);
    expect(await checkoutsStarted()).toBe(before);
  }, 60_000);
});
