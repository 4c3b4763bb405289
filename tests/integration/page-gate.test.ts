import { setTimeout as sleep } from 'node:timers/promises';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BROWSER_UA, widgetFields } from '@mercato/census/testing';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { CART_MESSAGES, ContributorRole, DISPLAY_DEFAULTS, LOCK_SCREEN_MESSAGES, SITE_LOCK_PAGE_ID, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { PAGE_REUSE_MS } from '../../services/gateway/src/storefront/recent-pages';
import { apiClient } from './support/api-client';
import { createStore, storeCollectionsPath, testSiteCommand, WOOL_SCARF } from './support/fixtures';
import { shopper, type Shopper } from './support/shopper';

/**
 * Lock screens and member-only pages on the server (issue 14 part 3): a closed page's content is
 * answered neither by the catalog's API nor by the page render until the visitor holds the lock's
 * pass or the membership.
 */
const WEBSITE = 'page-gate-site';
const HOST = 'page-gate.localhost';
const OWNER = { email: 'page-gate-owner@it.test', password: 'page gate owner password' };
const EDITOR = { email: 'page-gate-editor@it.test', password: 'page gate editor password' };
const LOCKS = '/api/site-users/owner/lock-screens';
const UNLOCK = '/api/site-users/lock-screens/unlock';
/** The store's description (createStore): content only those let in may read. */
const DESCRIPTION = 'All of it';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let ownerCookie: string;
let store: { id: string; urlId: string };
let scarfId: string;
const owner = () => apiClient(gateway.url, HOST);
const ownerCall = (method: string, path: string, body?: unknown) => owner().call(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : { body }) });
const collection = (visitor: Shopper) => visitor.call('GET', `/api/storefront/collections/${store.urlId}`);
const productPage = (visitor: Shopper) => visitor.call('GET', `/api/storefront/products/${store.urlId}/wool-scarf`);
const page = (visitor: Shopper) => visitor.call('GET', `/${store.urlId}`, { headers: { accept: 'text/html' } });
const home = (visitor: Shopper) => visitor.call('GET', '/', { headers: { accept: 'text/html' } });
const siteAccess = (visitor: Shopper) => visitor.call('GET', '/api/site-users/lock-screens/site/access');
const lockEvents = async () =>
  (await gateway.runtime.dataSource.query(`SELECT event_type, data FROM es_events WHERE topic = 'site-users.events.v1' AND event_type LIKE 'LockScreen%' ORDER BY global_position`)) as {
    event_type: string;
    data: Record<string, unknown>;
  }[];

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    // Locks cached for a minute: a lock or its removal seen here was dropped from the cache by the owner's call, not aged out.
    runtimeConfigFromEnv('integration', { ...process.env, LOCK_SCREEN_CACHE_TTL_MS: '60000', DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-page-gate-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('page-gate') }),
  );
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  const contributors = gateway.app.get(ContributorService);
  await contributors.create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  await contributors.create({ ...EDITOR, displayName: 'Editor', roles: [{ websiteId: WEBSITE, role: ContributorRole.EDITOR }] });
  ownerCookie = await owner().login(OWNER);
  store = await createStore(owner().call, ownerCookie, WEBSITE);
  expect((await ownerCall('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, WOOL_SCARF)).status).toBe(201);
  await gateway.runtime.catchUp();
  scarfId = (await gateway.runtime.dataSource.query('SELECT item_id FROM cart_catalog_products WHERE website_id = $1', [WEBSITE]))[0].item_id;
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`lock screens (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('lets only admins and website managers set passwords, and refuses an empty one', async () => {
    expect((await owner().call('PUT', `${LOCKS}/site`, { body: { password: 'x' } })).status).toBe(401);
    const editorCookie = await owner().login(EDITOR);
    expect((await owner().call('PUT', `${LOCKS}/site`, { cookie: editorCookie, body: { password: 'x' } })).status).toBe(403);
    expect(await ownerCall('PUT', `${LOCKS}/pages/${store.id}`, { password: '' })).toMatchObject({ status: 400, body: { message: LOCK_SCREEN_MESSAGES.passwordRequired } });
    expect((await ownerCall('GET', LOCKS)).body).toEqual([]);
    expect(await ownerCall('DELETE', `${LOCKS}/site`)).toMatchObject({ status: 404, body: { message: LOCK_SCREEN_MESSAGES.noLockScreen } });
  });

  it('shows a locked page as its lock screen until the password is given, then as protected content', async () => {
    expect((await ownerCall('PUT', `${LOCKS}/pages/${store.id}`, { password: 'open sesame' })).status).toBe(204);
    const visitor = shopper(gateway.url, HOST);
    const refused = await collection(visitor);
    expect(refused).toMatchObject({ status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, pageGate: { kind: 'locked', pageId: store.id, lockPageId: store.id } } });
    expect(JSON.stringify(refused.body)).not.toContain(DESCRIPTION);
    expect((await productPage(visitor)).status).toBe(403);
    // One page's lock leaves the home page open.
    expect((await home(visitor)).status).toBe(200);
    const lockScreen = await page(visitor);
    expect(lockScreen.status).toBe(403);
    expect(lockScreen.body).toContain(LOCK_SCREEN_MESSAGES.title);
    expect(lockScreen.body).not.toContain(DESCRIPTION);
    expect(lockScreen.body).not.toContain(WOOL_SCARF.title);

    expect(await visitor.call('POST', UNLOCK, { body: { pageId: store.id, password: 'open says me' } })).toMatchObject({ status: 400, body: { message: LOCK_SCREEN_MESSAGES.wrongPassword } });
    expect((await collection(visitor)).status).toBe(403);
    const unlocked = await visitor.call('POST', UNLOCK, { body: { pageId: store.id, password: 'open sesame' } });
    expect(unlocked.status).toBe(204);
    expect(unlocked.headers.getSetCookie().join('\n')).toMatch(/^mercato_lock_[0-9a-f]+=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/m);
    expect(await collection(visitor)).toMatchObject({ status: 200, body: { collection: { id: store.id, description: DESCRIPTION }, protectedContent: true } });
    // The product page of a locked collection is protected content (page type 105) as the collection is.
    expect(await productPage(visitor)).toMatchObject({ status: 200, body: { product: { title: WOOL_SCARF.title }, protectedContent: true } });
    const content = await page(visitor);
    expect(content.status).toBe(200);
    expect(content.body).toContain(DESCRIPTION);
    // Another visitor still gets the lock screen (the opened page was rendered for this visitor alone).
    expect((await page(shopper(gateway.url, HOST))).body).not.toContain(DESCRIPTION);

    // A new password: the earlier pass no longer opens the page.
    expect((await ownerCall('PUT', `${LOCKS}/pages/${store.id}`, { password: 'new secret' })).status).toBe(204);
    expect((await collection(visitor)).status).toBe(403);
    expect((await ownerCall('DELETE', `${LOCKS}/pages/${store.id}`)).status).toBe(204);
    expect((await collection(shopper(gateway.url, HOST))).status).toBe(200);
    expect((await productPage(shopper(gateway.url, HOST))).body).not.toHaveProperty('protectedContent');
  });

  it("locks the whole site: every page until the site's password, recorded as events without the password", async () => {
    expect((await ownerCall('PUT', `${LOCKS}/site`, { password: 'whole site' })).status).toBe(204);
    expect((await ownerCall('GET', LOCKS)).body).toEqual([{ pageId: null, setAt: expect.any(String) }]);
    const visitor = shopper(gateway.url, HOST);
    expect(await collection(visitor)).toMatchObject({ status: 403, body: { pageGate: { kind: 'locked', lockPageId: null } } });
    // The home page too: its lock screen, not the site's collection links. An anonymous page is reused for
    // PAGE_REUSE_MS, as documented, and the last test rendered the open home page moments ago.
    await sleep(PAGE_REUSE_MS);
    const lockedHome = await home(visitor);
    expect(lockedHome.status).toBe(403);
    expect(lockedHome.body).toContain(`<h1>${LOCK_SCREEN_MESSAGES.title}</h1>`);
    expect(lockedHome.body).not.toContain('data-testid="collection-links"');
    expect(await siteAccess(visitor)).toMatchObject({ status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, pageGate: { kind: 'locked', lockPageId: null } } });
    // Nothing of the site around its lock screen: no header or navigation (its pages' titles), in the HTML or its data.
    expect(lockedHome.body).not.toContain('data-testid="main-navigation"');
    expect(lockedHome.body).not.toContain('/about');
    expect(await visitor.call('GET', '/api/storefront/site')).toMatchObject({ status: 200, body: { navigation: [] } });
    // The visitor's own pages too, the buyer's order pages and the course pages: the lock screen, answered 403 by the server.
    const lockedPages = [
      '/cart',
      '/checkout',
      '/account',
      '/account/sign-in',
      '/account/join',
      '/orders/some-token/confirmed',
      '/orders/some-token/received',
      '/orders/some-token',
      '/courses/any-course',
      '/courses/any-course/any-lesson',
      '/gift-card',
      '/subscription/some-cart-token',
      '/subscriptions/some-token/confirmed',
    ];
    for (const path of lockedPages) {
      const lockedPage = await visitor.call('GET', path, { headers: { accept: 'text/html' } });
      expect({ path, status: lockedPage.status }).toEqual({ path, status: 403 });
      expect(lockedPage.body).toContain(`<h1>${LOCK_SCREEN_MESSAGES.title}</h1>`);
      expect(lockedPage.body).not.toContain('data-testid="main-navigation"');
    }
    // And their APIs: refused as a closed page's read, before they read or change anything.
    const lockedCalls: [string, string, Record<string, unknown>?][] = [
      ['GET', '/api/commerce/shopping-cart'],
      ['POST', '/api/commerce/shopping-cart/entries', { itemId: 'any', quantity: 1 }],
      ['POST', '/api/commerce/checkout/totals', {}],
      ['POST', '/api/commerce/checkout', {}],
      ['GET', '/api/commerce/orders/some-token'],
      ['GET', '/api/site-users/account'],
      ['POST', '/api/site-users/account', { email: 'locked-out@example.com', password: 'correct horse battery' }],
      ['POST', '/api/site-users/account/session', { email: 'locked-out@example.com', password: 'correct horse battery' }],
      ['POST', '/api/site-users/account/password-reset', { email: 'locked-out@example.com' }],
      ['GET', `/api/site-users/member-areas/access?pageId=${store.id}`],
      // The product page's restock sign-up, the checkout's gift card balance, the subscription confirmed page's read.
      ['POST', '/api/site-users/account/notifications/restock', { productId: 'any', variantId: 'any', siteVisitorEmail: 'locked-out@example.com', isJoinMailingList: false }],
      ['POST', '/api/commerce/gift-cards/balance', { code: 'GIFT-CARD-CODE' }],
      ['GET', '/api/commerce/subscriptions/confirmation/some-token'],
    ];
    for (const [method, path, body] of lockedCalls) {
      const refusedCall = await visitor.call(method, path, body ? { body } : {});
      expect({ method, path, status: refusedCall.status, message: refusedCall.body?.message, gate: refusedCall.body?.pageGate }).toEqual({
        method,
        path,
        status: 403,
        message: LOCK_SCREEN_MESSAGES.title,
        gate: { kind: 'locked', pageId: SITE_LOCK_PAGE_ID, lockPageId: null },
      });
    }
    expect(visitor.cartCookie()).toBeUndefined();
    // Open under the lock: signing out and a restock notice's unsubscribe link (they only take away), the analytics beacons, the owner's calls.
    expect((await visitor.call('DELETE', '/api/site-users/account/session')).status).toBe(204);
    expect((await visitor.call('POST', '/api/site-users/account/notifications/restock/unsubscribe?token=unknown-token')).status).toBe(404);
    const beacon = await fetch(`${gateway.url}/api/census/button-click`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': HOST, 'user-agent': BROWSER_UA },
      body: new URLSearchParams(widgetFields(WEBSITE)).toString(),
    });
    expect(beacon.status).toBe(202);
    expect((await ownerCall('GET', `/api/commerce/websites/${WEBSITE}/orders`)).status).toBe(200);
    expect((await ownerCall('GET', '/api/site-users/account/notifications/restock/groups')).status).toBe(200);
    // And the course pages' reads, before saying whether the course exists.
    expect(await visitor.call('GET', '/api/site-users/courses/any-course')).toMatchObject({ status: 403, body: { pageGate: { kind: 'locked', lockPageId: null } } });
    expect((await visitor.call('GET', '/api/site-users/courses/any-course/lessons/any-lesson')).status).toBe(403);
    expect((await visitor.call('POST', UNLOCK, { body: { pageId: store.id, password: 'whole site' } })).status).toBe(404);
    expect((await visitor.call('POST', UNLOCK, { body: { password: 'whole site' } })).status).toBe(204);
    expect((await collection(visitor)).status).toBe(200);
    const openedHome = await home(visitor);
    expect(openedHome.status).toBe(200);
    expect(openedHome.body).toContain('data-testid="collection-links"');
    const openedCart = await visitor.call('GET', '/cart', { headers: { accept: 'text/html' } });
    expect(openedCart.status).toBe(200);
    expect(openedCart.body).toContain('data-testid="cart-page"');
    expect(openedCart.body).toContain('data-testid="main-navigation"');
    expect((await visitor.cart()).status).toBe(200);
    expect((await visitor.call('GET', '/api/site-users/account')).status).toBe(401);
    // With the pass the new routes answer as they always did: no such card, no such subscription.
    expect((await visitor.call('POST', '/api/commerce/gift-cards/balance', { body: { code: 'GIFT-CARD-CODE' } })).status).toBe(404);
    expect((await visitor.call('GET', '/api/commerce/subscriptions/confirmation/some-token')).status).toBe(404);
    expect((await visitor.call('GET', '/gift-card', { headers: { accept: 'text/html' } })).status).toBe(200);
    expect((await visitor.call('GET', '/api/storefront/site')).body.navigation).not.toEqual([]);
    expect((await visitor.call('GET', '/courses/any-course', { headers: { accept: 'text/html' } })).status).toBe(200);
    expect(await siteAccess(visitor)).toMatchObject({ status: 200, body: { protectedContent: true } });
    expect((await visitor.call('GET', '/api/site-users/courses/any-course')).status).toBe(404);
    expect((await home(shopper(gateway.url, HOST))).status).toBe(403);
    expect((await ownerCall('DELETE', `${LOCKS}/site`)).status).toBe(204);
    expect((await collection(shopper(gateway.url, HOST))).status).toBe(200);
    expect((await home(shopper(gateway.url, HOST))).status).toBe(200);
    expect(await siteAccess(shopper(gateway.url, HOST))).toMatchObject({ status: 200, body: { protectedContent: false } });

    const events = await lockEvents();
    expect(events.map((event) => [event.event_type, event.data.pageId ?? ''])).toEqual([
      ['LockScreenPasswordSet', store.id],
      ['LockScreenPasswordSet', store.id],
      ['LockScreenRemoved', store.id],
      ['LockScreenPasswordSet', ''],
      ['LockScreenRemoved', ''],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/open sesame|whole site|argon2/);
  });

  it("refuses the very next add to cart once the site's lock is set, and takes the very next one once it is removed", async () => {
    const visitor = shopper(gateway.url, HOST);
    const scarf = { itemId: scarfId, sku: 'SCARF-GREY', quantity: 1 };
    expect((await visitor.add(scarf)).status).toBe(200);

    expect((await ownerCall('PUT', `${LOCKS}/site`, { password: 'closed for stocktaking' })).status).toBe(204);
    expect(await visitor.add(scarf)).toMatchObject({ status: 403, body: { message: LOCK_SCREEN_MESSAGES.title, pageGate: { kind: 'locked', lockPageId: null } } });

    expect((await ownerCall('DELETE', `${LOCKS}/site`)).status).toBe(204);
    const added = await visitor.add(scarf);
    expect(added.status).toBe(200);
    expect(added.body.shoppingCart.totalQuantity).toBe(2);
  });

  it('limits guesses per address with the spec wording, before checking the password', async () => {
    expect((await ownerCall('PUT', `${LOCKS}/pages/${store.id}`, { password: 'limited' })).status).toBe(204);
    const guesser = shopper(gateway.url, HOST, { address: '10.9.8.7' });
    const answers = [];
    for (let guess = 0; guess < 11; guess++) answers.push((await guesser.call('POST', UNLOCK, { body: { pageId: store.id, password: `guess ${guess}` } })).status);
    expect(answers).toEqual([...Array<number>(10).fill(400), 429]);
    expect(await guesser.call('POST', UNLOCK, { body: { pageId: store.id, password: 'limited' } })).toMatchObject({ status: 429, body: { message: CART_MESSAGES.rateLimited } });
    expect((await collection(guesser)).status).toBe(403);
    const other = shopper(gateway.url, HOST, { address: '10.9.8.8' });
    expect((await other.call('POST', UNLOCK, { body: { pageId: store.id, password: 'limited' } })).status).toBe(204);
    expect((await ownerCall('DELETE', `${LOCKS}/pages/${store.id}`)).status).toBe(204);
  });
});

describe('member-only pages on the server', () => {
  it('answers a member-only page to members only, in the API and the page render', async () => {
    const area = await ownerCall('POST', '/api/site-users/owner/member-areas', { name: 'Club', freeJoin: true });
    expect((await ownerCall('PUT', `/api/site-users/owner/member-areas/${area.body.memberAreaId}/pages`, { pageIds: [store.id] })).status).toBe(200);
    const anonymous = shopper(gateway.url, HOST);
    const refused = await collection(anonymous);
    expect(refused).toMatchObject({ status: 403, body: { message: DISPLAY_DEFAULTS.memberOnly, pageGate: { kind: 'members-only', memberArea: { memberAreaId: area.body.memberAreaId, name: 'Club', freeJoin: true, paywallProductId: null } } } });
    expect(JSON.stringify(refused.body)).not.toContain(DESCRIPTION);
    expect((await productPage(anonymous)).status).toBe(403);
    const denied = await page(anonymous);
    expect(denied.status).toBe(403);
    expect(denied.body).toContain(DISPLAY_DEFAULTS.memberOnly);
    expect(denied.body).not.toContain(DESCRIPTION);

    const visitor = shopper(gateway.url, HOST);
    const email = `club-${Date.now()}@example.com`;
    expect((await visitor.call('POST', '/api/site-users/account', { body: { email, password: 'correct horse battery' } })).status).toBe(201);
    const login = await visitor.call('POST', '/api/site-users/account/session', { body: { email, password: 'correct horse battery' } });
    expect((await collection(visitor)).status).toBe(403);
    expect((await visitor.call('POST', `/api/site-users/member-areas/${area.body.memberAreaId}/join`, { headers: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken } })).status).toBe(204);
    expect((await collection(visitor)).status).toBe(200);
    const memberPage = await page(visitor);
    expect(memberPage.status).toBe(200);
    expect(memberPage.body).toContain(DESCRIPTION);

    // The console's Members page: searched by email, with the areas each is in; the owner's revoke closes the page again.
    const listed = await ownerCall('GET', `/api/site-users/owner/members?search=${encodeURIComponent(email.slice(0, 8).toUpperCase())}`);
    expect(listed).toMatchObject({ status: 200, body: { members: [{ email, memberAreaIds: [area.body.memberAreaId] }] } });
    expect((await ownerCall('GET', '/api/site-users/owner/members?search=%25nobody')).body).toEqual({ members: [] });
    expect((await ownerCall('DELETE', `/api/site-users/owner/member-areas/${area.body.memberAreaId}/members/${listed.body.members[0].siteUserId}`)).status).toBe(204);
    expect((await collection(visitor)).status).toBe(403);
  });
});
