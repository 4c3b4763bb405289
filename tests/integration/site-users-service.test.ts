import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { HttpSiteUserIdentity, SITE_USER_SESSION_COOKIE } from '@mercato/site-users/ports';
import { CART_COOKIE, ContributorRole, SITE_USER_XSRF_HEADER } from '@mercato/spec';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { siteUsersService } from '../../services/site-users/src/site-users-service';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/**
 * Distributed mode: services/site-users alone with its own database, learning the site's host from
 * the sites topic and checking owners at the sites service, behind the proxy gateway's
 * SITE_USERS_SERVICE_URL route. Kafka transport only.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: the site-users service behind the proxy gateway${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `su-dist-${run}`;
const HOST = `su-dist-${run}.localhost`;
const TOPIC_PREFIX = testTopicPrefix('site-users-service');
const MANAGER = { email: `manager-${run}@it.test`, password: 'website manager password' };
const PASSWORD = 'correct horse battery';
// Proxy mode needs a catalog origin; no catalog path is called here.
const NO_CATALOG = 'http://127.0.0.1:9';

let sites: RunningService<Runtime>;
let siteUsers: RunningService<Runtime>;
let gateway: RunningService;
const dropDatabases: Array<() => Promise<void>> = [];

async function serviceConfig(serviceName: string) {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabases.push(database.drop);
  return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX });
}

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await serviceConfig('sites'), sitesService);
    siteUsers = await startService(await serviceConfig('site-users'), siteUsersService({ sitesServiceUrl: sites.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: NO_CATALOG, siteUsers: siteUsers.url }));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await sites.app.get(ContributorService).create({ ...MANAGER, displayName: 'Manager', roles: [{ websiteId: WEBSITE, role: ContributorRole.WEBSITE_MANAGER }] });
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await siteUsers?.stop();
    await sites?.stop();
    for (const drop of dropDatabases) await drop();
  });

  it('joins, signs in and answers the account through the gateway once the site reached it over Kafka; no cart is in its process, so the cart cookie is left alone', async () => {
    const email = `dist-${run}@example.com`;
    const visitor = shopper(gateway.url, HOST);
    await eventually(async () => expect((await visitor.call('POST', '/api/site-users/account', { body: { email, password: PASSWORD } })).status).toBe(201));
    const login = await visitor.call('POST', '/api/site-users/account/session', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().join('\n')).not.toContain(CART_COOKIE);
    const account = await visitor.call('GET', '/api/site-users/account');
    expect(account).toMatchObject({ status: 200, body: { email } });
    // The distributed orders service's SITE_USER_IDENTITY: the session cookie's account, never SiteUserInfo's claim.
    const identity = new HttpSiteUserIdentity(siteUsers.url);
    const session = `${SITE_USER_SESSION_COOKIE}=${visitor.cookie(SITE_USER_SESSION_COOKIE)!.value}`;
    expect(await identity.signedInSiteUserId(WEBSITE, `${CART_COOKIE}=x; ${session}`)).toBe(account.body.siteUserId);
    expect(await identity.signedInSiteUserId(`${WEBSITE}-other`, session)).toBeNull();
    expect(await identity.signedInSiteUserId(WEBSITE, `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: account.body.siteUserId }))}`)).toBeNull();
    const tables: Array<{ credentials: string | null; sites: string | null }> = await siteUsers.runtime.dataSource.query(
      `SELECT to_regclass('site_user_credentials')::text AS credentials, to_regclass('contributors')::text AS sites`,
    );
    expect(tables).toEqual([{ credentials: 'site_user_credentials', sites: null }]);
    expect((await visitor.call('DELETE', '/api/site-users/account/session?cloneCart=true', { headers: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken } })).status).toBe(204);
    expect(await identity.signedInSiteUserId(WEBSITE, session)).toBeNull();
  });

  it("checks an owner's session at the sites service before a member area is created", async () => {
    const { call, login } = apiClient(gateway.url, HOST);
    expect((await call('POST', '/api/site-users/owner/member-areas', { body: { name: 'Club', freeJoin: true } })).status).toBe(401);
    const created = await call('POST', '/api/site-users/owner/member-areas', { cookie: await login(MANAGER), body: { name: 'Club', freeJoin: true } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Club', freeJoin: true, pageIds: [] } });
  });
});
