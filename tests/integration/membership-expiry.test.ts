import { ContributorService } from '@mercato/accounts/application';
import type { LogRecord, Subscription } from '@mercato/event-log';
import { MembershipExpirySweeper } from '@mercato/site-users/application';
import { eventually } from '@mercato/testing';
import { ContributorRole } from '@mercato/spec';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { shopper } from './support/shopper';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * The membership expiry sweep (issue 14): a membership past its end gets exactly one MembershipExpired,
 * recorded without anyone asking for a page of its area, also when sweeps (two replicas) and the
 * access check's lazy expiry race; the event reaches site-users.events.v1, where analysts read it.
 */
const WEBSITE = 'expiry-site';
const HOST = 'expiry.localhost';
const OWNER = { email: 'expiry-owner@it.test', password: 'expiry owner password' };
const OWNER_AREAS = '/api/site-users/owner/member-areas';
const PASSWORD = 'correct horse battery';

let running: TestGateway;
let gateway: RunningGateway;
let ownerCookie: string;
let analysts: Subscription;
const onTopic: LogRecord[] = [];
let emailCounter = 0;
const ownerCall = (method: string, path: string, body?: unknown) => apiClient(gateway.url, HOST).call(method, path, { cookie: ownerCookie, ...(body === undefined ? {} : { body }) });
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function member(areaId: string, endsInMs: number) {
  const email = `expiring-${++emailCounter}-${Date.now()}@example.com`;
  const visitor = shopper(gateway.url, HOST);
  const joined = await visitor.call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } });
  expect(joined.status).toBe(201);
  const siteUserId = joined.body.siteUserId as string;
  expect((await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/members/${siteUserId}`, { expiresAt: Date.now() + endsInMs })).status).toBe(204);
  return { email, siteUserId, visitor };
}

const storedEvents = async (siteUserId: string) =>
  (await gateway.runtime.dataSource.query(`SELECT event_type FROM es_events WHERE topic = 'site-users.events.v1' AND data->>'siteUserId' = $1 AND event_type LIKE 'Membership%' ORDER BY global_position`, [siteUserId])).map(
    (row: { event_type: string }) => row.event_type,
  );
/** The MembershipExpired events analysts got for the user, by event id (delivery is at least once; consumers deduplicate on it). */
const expiredOnTopic = (siteUserId: string) => new Set(onTopic.filter((record) => record.eventType === 'MembershipExpired' && record.data['siteUserId'] === siteUserId).map((record) => record.eventId));
const listedAreas = async (email: string) => (await ownerCall('GET', `/api/site-users/owner/members?search=${encodeURIComponent(email)}`)).body.members[0].memberAreaIds;

beforeAll(async () => {
  running = await startTestGateway('membership-expiry', { websiteId: WEBSITE, host: HOST });
  gateway = running.gateway;
  await gateway.app.get(ContributorService).create({ ...OWNER, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  ownerCookie = await apiClient(gateway.url, HOST).login(OWNER);
  // An analyst's consumer of the topic (Kafka on the kafka transport, the events table otherwise).
  analysts = await gateway.runtime.log.subscribe({ subscriptionId: `it-analysts-${Date.now()}`, topics: ['site-users.events.v1'] }, async (records, checkpoint) => {
    await gateway.runtime.dataSource.transaction((manager) => checkpoint.save(manager));
    onTopic.push(...records);
  });
}, 120_000);

afterAll(async () => {
  await analysts?.stop();
  await running?.stop();
});

describe(`membership expiry sweep (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('records one MembershipExpired for a lapsed membership nobody looks at, leaves running ones alone, and analysts get it', async () => {
    const area = await ownerCall('POST', OWNER_AREAS, { name: 'Season pass', freeJoin: false });
    expect(area.status).toBe(201);
    const areaId = area.body.memberAreaId as string;
    const lapsing = await member(areaId, 1_000);
    const running = await member(areaId, 3_600_000);
    expect(await listedAreas(lapsing.email)).toEqual([areaId]);
    await delay(1_200);

    expect(await gateway.app.get(MembershipExpirySweeper).sweep()).toBe(1);
    expect(await storedEvents(lapsing.siteUserId)).toEqual(['MembershipGranted', 'MembershipExpired']);
    expect(await storedEvents(running.siteUserId)).toEqual(['MembershipGranted']);
    // The members list and the access check say the same: no longer a member, still one.
    expect(await listedAreas(lapsing.email)).toEqual([]);
    expect(await listedAreas(running.email)).toEqual([areaId]);
    // A later sweep records nothing more.
    expect(await gateway.app.get(MembershipExpirySweeper).sweep()).toBe(0);
    expect(await storedEvents(lapsing.siteUserId)).toEqual(['MembershipGranted', 'MembershipExpired']);

    await eventually(async () => expect(expiredOnTopic(lapsing.siteUserId).size).toBe(1));
    await analysts.catchUp();
    expect(expiredOnTopic(lapsing.siteUserId).size).toBe(1);
    expect(expiredOnTopic(running.siteUserId).size).toBe(0);
  });

  it('expires each membership once when two sweeps (two replicas) and a visitor’s page check run at once', async () => {
    const area = await ownerCall('POST', OWNER_AREAS, { name: 'Club nights', freeJoin: false });
    const areaId = area.body.memberAreaId as string;
    expect((await ownerCall('PUT', `${OWNER_AREAS}/${areaId}/pages`, { pageIds: ['club-nights-page'] })).status).toBe(200);
    const members: Awaited<ReturnType<typeof member>>[] = [];
    for (let index = 0; index < 6; index++) members.push(await member(areaId, 1_000));
    // The first member signs in, so their page check can expire the membership lazily, racing the sweeps.
    const watcher = members[0]!;
    expect((await watcher.visitor.call('POST', '/api/site-users/account/session', { body: { email: watcher.email, password: PASSWORD } })).status).toBe(200);
    await delay(1_200);

    // A second sweeper beside the app's: another replica, its own connection for the lock.
    const replica = new MembershipExpirySweeper(gateway.runtime.store, gateway.runtime.dataSource);
    const [first, second, page] = await Promise.all([
      gateway.app.get(MembershipExpirySweeper).sweep(),
      replica.sweep(),
      watcher.visitor.call('GET', '/api/site-users/member-areas/access?pageId=club-nights-page'),
    ]);
    expect(page).toMatchObject({ status: 200, body: { allowed: false } });
    // One sweep at a time (the advisory lock): the other found it held, or nothing left after it.
    expect(Math.min(first, second)).toBe(0);
    // The lazy check may take one; the sweep takes the rest, once each.
    expect(first + second).toBeGreaterThanOrEqual(members.length - 1);
    expect(first + second).toBeLessThanOrEqual(members.length);
    for (const { siteUserId } of members) expect(await storedEvents(siteUserId)).toEqual(['MembershipGranted', 'MembershipExpired']);
    expect(await Promise.all([gateway.app.get(MembershipExpirySweeper).sweep(), replica.sweep()])).toEqual([0, 0]);

    await eventually(async () => {
      for (const { siteUserId } of members) expect(expiredOnTopic(siteUserId).size).toBe(1);
    });
  });
});
