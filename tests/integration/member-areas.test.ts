import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { ContributorRole, SITE_USER_ACCOUNT_MESSAGES, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/** Member areas (issue 14 part 3): owners group pages; visitors who are not members are refused; free joins; membership events. */
const WEBSITE = 'members-only-site';
const HOST = 'members-only.localhost';
const OWNER = { email: 'member-areas-owner@it.test', password: 'member areas owner password' };
const EDITOR = { email: 'member-areas-editor@it.test', password: 'member areas editor password' };
const OWNER_AREAS = '/api/site-users/owner/member-areas';
const AREAS = '/api/site-users/member-areas';
const PASSWORD = 'correct horse battery';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let ownerCookie: string;
let emailCounter = 0;
const owner = () => apiClient(gateway.url, HOST);
const ownerCall = (method: string, path: string, body?: unknown) => owner().call(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : { body }) });

async function memberArea(name: string, freeJoin: boolean, pageIds: string[]): Promise<string> {
  const created = await ownerCall('POST', OWNER_AREAS, { name, freeJoin });
  expect(created.status).toBe(201);
  expect((await ownerCall('PUT', `${OWNER_AREAS}/${created.body.memberAreaId}/pages`, { pageIds })).status).toBe(200);
  return created.body.memberAreaId;
}

async function signedInVisitor() {
  const email = `member-${++emailCounter}-${Date.now()}@example.com`;
  const visitor = shopper(gateway.url, HOST);
  const joined = await visitor.call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
  const login = await visitor.call('POST', '/api/site-users/account/session', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { visitor, siteUserId: joined.body.siteUserId as string, xsrf: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken as string } };
}

const access = async (visitor: ReturnType<typeof shopper>, pageId: string) => (await visitor.call('GET', `${AREAS}/access?pageId=${pageId}`)).body;
const membershipEvents = async (siteUserId: string) =>
  (await gateway.runtime.dataSource.query(`SELECT event_type FROM es_events WHERE topic = 'site-users.events.v1' AND data->>'siteUserId' = $1 AND event_type LIKE 'Membership%' ORDER BY global_position`, [siteUserId])).map(
    (row: { event_type: string }) => row.event_type,
  );

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-areas-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('member-areas') }),
  );
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  const contributors = gateway.app.get(ContributorService);
  await contributors.create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.WEBSITE_MANAGER }] });
  await contributors.create({ ...EDITOR, displayName: 'Editor', roles: [{ websiteId: WEBSITE, role: ContributorRole.EDITOR }] });
  await gateway.runtime.catchUp();
  ownerCookie = await owner().login(OWNER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`member areas (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('lets only admins and website managers set up member areas, and refuses bad input', async () => {
    expect((await owner().call('POST', OWNER_AREAS, { body: { name: 'Club', freeJoin: true } })).status).toBe(401);
    const editorCookie = await owner().login(EDITOR);
    expect((await owner().call('POST', OWNER_AREAS, { cookie: editorCookie, body: { name: 'Club', freeJoin: true } })).status).toBe(403);
    expect(await ownerCall('POST', OWNER_AREAS, { name: '  ', freeJoin: true })).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.memberAreaNameRequired } });
    expect((await ownerCall('PUT', `${OWNER_AREAS}/not-an-id/pages`, { pageIds: [] })).status).toBe(400);
    const unknown = await ownerCall('PUT', `${OWNER_AREAS}/6f1c1b7e-8f43-4b7a-9a51-3f0f6a1c2d3e/pages`, { pageIds: ['page'] });
    expect(unknown).toMatchObject({ status: 404, body: { message: SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound } });
    const areaId = await memberArea('Club', true, ['club-page', 'club-page', 'lounge']);
    expect((await ownerCall('GET', OWNER_AREAS)).body).toEqual([{ memberAreaId: areaId, name: 'Club', freeJoin: true, paywallProductId: null, pageIds: ['club-page', 'lounge'] }]);
  });

  it('refuses a members-only page to visitors and non-members, opens it after a free join (MembershipGranted), and keeps public pages open', async () => {
    const areaId = await memberArea('Insiders', true, ['insiders-page']);
    const anonymous = shopper(gateway.url, HOST);
    expect(await access(anonymous, 'insiders-page')).toEqual({ pageId: 'insiders-page', allowed: false, memberArea: { memberAreaId: areaId, name: 'Insiders', freeJoin: true, paywallProductId: null } });
    expect(await access(anonymous, 'public-page')).toEqual({ pageId: 'public-page', allowed: true, memberArea: null });

    const { visitor, siteUserId, xsrf } = await signedInVisitor();
    expect((await access(visitor, 'insiders-page')).allowed).toBe(false);
    expect((await anonymous.call('POST', `${AREAS}/${areaId}/join`)).status).toBe(401);
    expect((await visitor.call('POST', `${AREAS}/${areaId}/join`)).status).toBe(403);
    expect((await visitor.call('POST', `${AREAS}/${areaId}/join`, { headers: xsrf })).status).toBe(204);
    expect((await access(visitor, 'insiders-page')).allowed).toBe(true);
    expect(await visitor.call('POST', `${AREAS}/${areaId}/join`, { headers: xsrf })).toMatchObject({ status: 409, body: { message: SITE_USER_ACCOUNT_MESSAGES.alreadyMember } });
    expect(await membershipEvents(siteUserId)).toEqual(['MembershipGranted']);
  });

  it('does not let a visitor join a paid area for free', async () => {
    const areaId = await memberArea('Paid club', false, ['paid-page']);
    const { visitor, xsrf } = await signedInVisitor();
    expect(await visitor.call('POST', `${AREAS}/${areaId}/join`, { headers: xsrf })).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.joinNotFree } });
    expect((await access(visitor, 'paid-page')).allowed).toBe(false);
  });

  it('lets an owner grant and revoke a membership (MembershipRevoked), and ends one at its end date (MembershipExpired)', async () => {
    const areaId = await memberArea('Owners pick', false, ['pick-page']);
    const { visitor, siteUserId } = await signedInVisitor();
    expect((await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`, { expiresAt: 1e300 })).status).toBe(400);
    expect((await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`, {})).status).toBe(204);
    expect((await access(visitor, 'pick-page')).allowed).toBe(true);
    expect((await ownerCall('DELETE', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`)).status).toBe(204);
    expect((await access(visitor, 'pick-page')).allowed).toBe(false);
    expect(await ownerCall('DELETE', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`)).toMatchObject({ status: 404, body: { message: SITE_USER_ACCOUNT_MESSAGES.notMember } });
    const stranger = await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/members/6f1c1b7e-8f43-4b7a-9a51-3f0f6a1c2d3e`, {});
    expect(stranger).toMatchObject({ status: 404, body: { message: SITE_USER_ACCOUNT_MESSAGES.siteUserNotFound } });

    expect((await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`, { expiresAt: Date.now() + 300 })).status).toBe(204);
    expect((await access(visitor, 'pick-page')).allowed).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await access(visitor, 'pick-page')).allowed).toBe(false);
    expect(await membershipEvents(siteUserId)).toEqual(['MembershipGranted', 'MembershipRevoked', 'MembershipGranted', 'MembershipExpired']);
  });
});
