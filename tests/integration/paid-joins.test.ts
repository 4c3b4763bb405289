import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { CreateProductCommand, CreateStoreCollectionCommand } from '@mercato/catalog/application';
import type { LogRecord } from '@mercato/event-log';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { paidJoinReactor } from '@mercato/site-users/infrastructure';
import { TEST_CARDS } from '@mercato/payments';
import { CART_COOKIE, COOKIE_NAMES, ContributorRole, ProductType, SITE_USER_ACCOUNT_MESSAGES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { product, variant } from './support/cart-products';
import { ADDRESS, checkOut } from './support/checkout';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/** Paid joins (issue 14 part 3): buying a member area's paywall product through checkout grants membership; a refund revokes it. */
const WEBSITE = 'paid-joins-site';
const HOST = 'paid-joins.localhost';
const OWNER = { email: 'paid-joins-owner@it.test', password: 'paid joins owner password' };
const OWNER_AREAS = '/api/site-users/owner/member-areas';
const ORDERS = `/api/commerce/websites/${WEBSITE}/orders`;
const PASSWORD = 'correct horse battery';
const PAGE = 'course-page';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let ownerCookie: string;
let paywall: { itemId: string; sku: string };
let physicalItemId: string;
let otherSitePaywallId: string;
let memberAreaId: string;
const ownerCall = (method: string, path: string, body?: unknown) => apiClient(gateway.url, HOST).call(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : { body }) });

async function signedInVisitor(email: string) {
  const visitor = shopper(gateway.url, HOST);
  const joined = await visitor.call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
  expect(joined.status).toBe(201);
  const login = await visitor.call('POST', '/api/site-users/account/session', { body: { email, password: PASSWORD } });
  return { visitor, siteUserId: joined.body.siteUserId as string, xsrf: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken as string } };
}

/** Follows the verification link mailed at joining (read from the mail outbox: this run has no SMTP server). */
async function verifyEmail(email: string): Promise<void> {
  const [mail] = (await gateway.runtime.dataSource.query(`SELECT message->>'text' AS text FROM mail_outbox WHERE message->>'to' = $1 AND message->>'subject' = $2`, [
    email,
    SITE_USER_ACCOUNT_MESSAGES.verificationSubject,
  ])) as { text: string }[];
  const token = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]).searchParams.get('token');
  expect((await shopper(gateway.url, HOST).call('POST', '/api/site-users/account/email-verification', { body: { token } })).status).toBe(204);
}

/** The visitor buys the paywall product with the test card, as the storefront's paywall button and checkout page do. */
async function buyPaywall(visitor: ReturnType<typeof shopper>, email: string): Promise<{ id: string; grandTotal: { value: number } }> {
  await visitor.cart();
  expect((await visitor.add({ itemId: paywall.itemId, sku: paywall.sku, quantity: 1 })).status).toBe(200);
  const placed = await checkOut(visitor, { email });
  expect(placed.status).toBe(200);
  return placed.body.order;
}

const allowed = async (visitor: ReturnType<typeof shopper>) => (await visitor.call('GET', `/api/site-users/member-areas/access?pageId=${PAGE}`)).body.allowed as boolean;
/** Once the reactor has caught up with the order's (or the join's) events, the visitor may (or may not) view the area's page. */
const expectAllowedSoon = (visitor: ReturnType<typeof shopper>, expected: boolean) =>
  eventually(async () => {
    await gateway.runtime.catchUp();
    expect(await allowed(visitor)).toBe(expected);
  });
const membershipEvents = async (siteUserId: string) =>
  (
    await gateway.runtime.dataSource.query(
      `SELECT event_type, data->>'grantedBy' AS "grantedBy", data->>'orderId' AS "orderId" FROM es_events
        WHERE topic = 'site-users.events.v1' AND data->>'siteUserId' = $1 AND event_type LIKE 'Membership%' ORDER BY global_position`,
      [siteUserId],
    )
  ).map((row: { event_type: string; grantedBy: string | null; orderId: string | null }) => [row.event_type, row.grantedBy, row.orderId]);

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-paid-joins-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('paid-joins') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  await gateway.app.get(ContributorService).create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  const store: { id: string } = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Courses', navigationTitle: '', urlId: '', description: '', enabled: true }));
  const created: { id: string } = await commands.execute(
    new CreateProductCommand(WEBSITE, store.id, product('Course access', { productType: ProductType.PAYWALL, variants: [variant('COURSE-ACCESS', 4900, { unlimited: true })] })),
  );
  paywall = { itemId: created.id, sku: 'COURSE-ACCESS' };
  physicalItemId = ((await commands.execute(new CreateProductCommand(WEBSITE, store.id, product('Mug', { variants: [variant('MUG', 1200, { unlimited: true })] })))) as { id: string }).id;
  await commands.execute(testSiteCommand(`${WEBSITE}-other`, `other-${HOST}`));
  const otherStore: { id: string } = await commands.execute(new CreateStoreCollectionCommand(`${WEBSITE}-other`, { title: 'Other courses', navigationTitle: '', urlId: '', description: '', enabled: true }));
  otherSitePaywallId = ((await commands.execute(
    new CreateProductCommand(`${WEBSITE}-other`, otherStore.id, product('Other access', { productType: ProductType.PAYWALL, variants: [variant('OTHER-ACCESS', 900, { unlimited: true })] })),
  )) as { id: string }).id;
  await gateway.runtime.catchUp();
  ownerCookie = await apiClient(gateway.url, HOST).login(OWNER);
  const area = await ownerCall('POST', OWNER_AREAS, { name: 'Course members', freeJoin: false, paywallProductId: paywall.itemId });
  expect(area.status).toBe(201);
  memberAreaId = area.body.memberAreaId;
  expect((await ownerCall('PUT', `${OWNER_AREAS}/${memberAreaId}/pages`, { pageIds: [PAGE] })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`paid joins (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('names the paywall product to non-members and refuses a free join of the paid area', async () => {
    const { visitor, xsrf } = await signedInVisitor('browser@example.com');
    const access = (await visitor.call('GET', `/api/site-users/member-areas/access?pageId=${PAGE}`)).body;
    expect(access).toEqual({ pageId: PAGE, allowed: false, memberArea: { memberAreaId, name: 'Course members', freeJoin: false, paywallProductId: paywall.itemId } });
    const join = await visitor.call('POST', `/api/site-users/member-areas/${memberAreaId}/join`, { headers: xsrf });
    expect(join).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.joinNotFree } });
    expect((await ownerCall('POST', OWNER_AREAS, { name: 'Bad', freeJoin: false, paywallProductId: 'not-a-product' })).status).toBe(400);
  });

  it("refuses a member area whose paywall product is not a paywall product of the site, creating nothing", async () => {
    const before = (await ownerCall('GET', OWNER_AREAS)).body;
    for (const paywallProductId of [physicalItemId, otherSitePaywallId, randomUUID()]) {
      const refused = await ownerCall('POST', OWNER_AREAS, { name: 'Sells the wrong thing', freeJoin: false, paywallProductId });
      expect(refused).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.paywallProductInvalid } });
    }
    expect((await ownerCall('GET', OWNER_AREAS)).body).toEqual(before);
  });

  it('grants membership to the buyer of the paywall product, once however often the order event arrives', async () => {
    const { visitor, siteUserId } = await signedInVisitor('buyer@example.com');
    expect(await allowed(visitor)).toBe(false);
    // Checkout takes the buyer's email as typed; the account is found by it.
    const order = await buyPaywall(visitor, ' Buyer@Example.com ');
    await expectAllowedSoon(visitor, true);
    expect(await membershipEvents(siteUserId)).toEqual([['MembershipGranted', 'paid_join', order.id]]);

    // A redelivered OrderPlaced (Kafka's at-least-once) through the reactor again: nothing more.
    const [placed] = await gateway.runtime.dataSource.query(
      `SELECT event_id AS "eventId", event_type AS "eventType", stream_id AS "streamId", stream_version AS "streamVersion", topic, data FROM es_events WHERE stream_id = $1 AND event_type = 'OrderPlaced'`,
      [`order-${order.id}`],
    );
    await gateway.runtime.dataSource.transaction((manager) => paidJoinReactor.apply(placed as LogRecord, manager));
    expect(await membershipEvents(siteUserId)).toEqual([['MembershipGranted', 'paid_join', order.id]]);
  });

  it('grants the signed-in buyer, whatever email they type at checkout', async () => {
    const { visitor, siteUserId } = await signedInVisitor('signed-in-buyer@example.com');
    // The order goes to another address (a work mailbox, a gift receipt): the session names the buyer.
    const order = await buyPaywall(visitor, 'someone-else@example.com');
    await expectAllowedSoon(visitor, true);
    expect(await membershipEvents(siteUserId)).toEqual([['MembershipGranted', 'paid_join', order.id]]);
  });

  it('trusts only the session: a visitor not signed in who writes SiteUserInfo naming an account grants it nothing', async () => {
    const { visitor, siteUserId } = await signedInVisitor('forged-for@example.com');
    const stranger = shopper(gateway.url, HOST);
    await stranger.cart();
    expect((await stranger.add({ itemId: paywall.itemId, sku: paywall.sku, quantity: 1 })).status).toBe(200);
    const forged = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId }))}`;
    const cookies = [COOKIE_NAMES.crumb, CART_COOKIE].map((name) => `${name}=${stranger.cookie(name)!.value}`).concat(forged).join('; ');
    const placed = await stranger.call('POST', '/api/commerce/checkout', {
      headers: { 'idempotency-key': randomUUID(), cookie: cookies },
      body: { email: 'stranger@example.com', shippingAddress: ADDRESS, card: { number: TEST_CARDS.succeeds } },
    });
    expect(placed.status).toBe(200);
    await gateway.runtime.catchUp();
    expect(await allowed(visitor)).toBe(false);
    expect(await membershipEvents(siteUserId)).toEqual([]);
  });

  it('grants the account that joins later once it verifies the email an anonymous buyer paid with, and not after a full refund', async () => {
    const stranger = shopper(gateway.url, HOST);
    const order = await buyPaywall(stranger, 'Joins-Later@example.com');
    const refunded = await buyPaywall(shopper(gateway.url, HOST), 'refunded-before-joining@example.com');
    await gateway.runtime.catchUp();
    expect((await ownerCall('POST', `${ORDERS}/${refunded.id}/refunds`, { amountCents: refunded.grandTotal.value })).status).toBe(200);
    await gateway.runtime.catchUp();

    // Joining with the address takes nothing: anyone may join with any address.
    const { visitor, siteUserId } = await signedInVisitor('joins-later@example.com');
    await gateway.runtime.catchUp();
    expect(await allowed(visitor)).toBe(false);
    // Proving the address is theirs (the mailed link) does.
    await verifyEmail('joins-later@example.com');
    await expectAllowedSoon(visitor, true);
    expect(await membershipEvents(siteUserId)).toEqual([['MembershipGranted', 'paid_join', order.id]]);

    const late = await signedInVisitor('refunded-before-joining@example.com');
    await verifyEmail('refunded-before-joining@example.com');
    await gateway.runtime.catchUp();
    expect(await allowed(late.visitor)).toBe(false);
    expect(await membershipEvents(late.siteUserId)).toEqual([]);
  });

  it('keeps the membership through a partial refund and revokes it when the order is refunded in full', async () => {
    const { visitor, siteUserId } = await signedInVisitor('refunded@example.com');
    const order = await buyPaywall(visitor, 'refunded@example.com');
    await expectAllowedSoon(visitor, true);
    expect((await ownerCall('POST', `${ORDERS}/${order.id}/refunds`, { amountCents: 100 })).status).toBe(200);
    await gateway.runtime.catchUp();
    expect(await allowed(visitor)).toBe(true);
    expect((await ownerCall('POST', `${ORDERS}/${order.id}/refunds`, { amountCents: order.grandTotal.value - 100 })).status).toBe(200);
    await expectAllowedSoon(visitor, false);
    expect(await membershipEvents(siteUserId)).toEqual([
      ['MembershipGranted', 'paid_join', order.id],
      ['MembershipRevoked', null, order.id],
    ]);
  });
});
