import { ContributorService } from '@mercato/accounts/application';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole } from '@mercato/spec';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, createTestContributors, testSiteCommand } from './support/fixtures';

/**
 * Spec §7 site settings, as the owner console calls them: commerce preferences per namespace, the
 * multilingual languages, the header and footer. Admins and website managers change them; other
 * roles read them; bad input is refused with 400 and changes nothing.
 */
const WEBSITE = 'site-settings-site';
const HOST = 'site-settings.localhost';
const ADMIN = { email: 'admin@site-settings.test', password: 'admins keep the keys' };
const MANAGER = { email: 'manager@site-settings.test', password: 'managers run the site' };

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
const cookies: Record<'admin' | 'manager' | 'storeManager' | 'viewer', string> = { admin: '', manager: '', storeManager: '', viewer: '' };

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('site-settings-it', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `site-settings-it-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('site-settings') }),
  );
  const client = apiClient(gateway.url, HOST);
  call = client.call;
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  const contributors = gateway.app.get(ContributorService);
  await createTestContributors(contributors, WEBSITE);
  await contributors.create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  await contributors.create({ ...MANAGER, displayName: 'Manager', roles: [{ websiteId: WEBSITE, role: ContributorRole.WEBSITE_MANAGER }] });
  cookies.admin = await client.login(ADMIN);
  cookies.manager = await client.login(MANAGER);
  cookies.storeManager = await client.login(OWNER);
  cookies.viewer = await client.login(VIEWER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

const eventCount = async () => (await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM es_events'))[0].n as number;

describe(`commerce preferences (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  const PATH = '/api/v1/commerce-preferences/checkout';

  it('answers an unsaved namespace as just the websiteId', async () => {
    const response = await call('GET', PATH, { cookie: cookies.viewer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ websiteId: WEBSITE });
  });

  it('lets admins and website managers save, merges saves, and a null removes a key', async () => {
    const first = await call('PUT', PATH, { cookie: cookies.admin, body: { tipsEnabled: 'true', note: 'Thanks!' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ websiteId: WEBSITE, tipsEnabled: 'true', note: 'Thanks!' });
    const second = await call('PUT', PATH, { cookie: cookies.manager, body: { websiteId: WEBSITE, note: null, giftWrap: 'yes' } });
    expect(second.body).toEqual({ websiteId: WEBSITE, tipsEnabled: 'true', giftWrap: 'yes' });
    expect((await call('GET', PATH, { cookie: cookies.viewer })).body).toEqual({ websiteId: WEBSITE, tipsEnabled: 'true', giftWrap: 'yes' });
  });

  it('refuses other roles and anonymous callers', async () => {
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { cookie: cookies.storeManager, body: { tipsEnabled: 'false' } })).status).toBe(403);
    expect((await call('PUT', PATH, { cookie: cookies.viewer, body: { tipsEnabled: 'false' } })).status).toBe(403);
  });

  it('refuses bad input with the rule’s message and changes nothing', async () => {
    const before = await eventCount();
    const cases: Array<[string, unknown, string]> = [
      ['/api/v1/commerce-preferences/Bad_Namespace', { a: 'b' }, 'A preferences namespace is lower-case letters and digits joined by hyphens, at most 64 characters.'],
      [PATH, { '1st': 'x' }, 'A preference key starts with a letter and holds letters, digits, "_", "." or "-", at most 64 characters.'],
      [PATH, { note: 'x'.repeat(2001) }, 'A preference value is text of at most 2000 characters, or null to remove the key.'],
      [PATH, { note: 42 }, 'A preference value is text of at most 2000 characters, or null to remove the key.'],
      [PATH, Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`key${i}`, 'v'])), 'A preferences namespace holds at most 100 keys.'],
      [PATH, ['a'], 'The preferences are a JSON object of keys and values.'],
    ];
    for (const [path, body, message] of cases) {
      const response = await call('PUT', path, { cookie: cookies.admin, body });
      expect({ path, status: response.status, message: response.body.message }).toEqual({ path, status: 400, message });
    }
    expect((await call('GET', '/api/v1/commerce-preferences/Bad_Namespace', { cookie: cookies.admin })).status).toBe(400);
    expect(await eventCount()).toBe(before);
  });

  it('keeps the store settings’ own endpoint at store-settings', async () => {
    const response = await call('GET', '/api/v1/commerce-preferences/store-settings', { cookie: cookies.admin });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ websiteId: WEBSITE, currency: 'USD' });
  });
});
