import { ContributorService } from '@mercato/accounts/application';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
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

describe(`site header and footer (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  const PATH = '/api/site-header-footer';
  const SAVED = { header: { title: 'Wool & Co', tagline: 'Knitted in Lyon' }, footer: { text: '© Wool & Co' } };

  it('answers the header and footer the site was created with', async () => {
    const response = await call('GET', PATH, { cookie: cookies.viewer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ header: { title: 'Integration Store', tagline: '' }, footer: { text: '' } });
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const before = await eventCount();
    const tooLong = await call('PUT', PATH, { cookie: cookies.admin, body: { ...SAVED, header: { title: 'x'.repeat(201), tagline: '' } } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors).toHaveProperty(['header.title']);
    expect((await call('PUT', PATH, { cookie: cookies.admin, body: { header: SAVED.header } })).status).toBe(400);
    expect((await call('PUT', PATH, { cookie: cookies.admin, body: { header: 'Wool', footer: SAVED.footer } })).status).toBe(400);
    expect((await call('PUT', PATH, { cookie: cookies.storeManager, body: SAVED })).status).toBe(403);
    expect((await call('PUT', PATH, { body: SAVED })).status).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('saves them, and the storefront’s shell shows them', async () => {
    const saved = await call('PUT', PATH, { cookie: cookies.manager, body: SAVED });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(SAVED);
    expect((await call('GET', PATH, { cookie: cookies.viewer })).body).toEqual(SAVED);
    await eventually(async () => {
      const site = (await call('GET', '/api/storefront/site')).body;
      expect({ header: site.header, footer: site.footer }).toEqual(SAVED);
    });
  });
});

describe(`multilingual (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  const FRENCH_FIRST = [{ code: 'fr-FR', custom: false }, { code: 'en-US', custom: false }, { code: 'brand-speak', custom: true }];

  it('answers a site that is not multilingual: its locale, no languages', async () => {
    expect((await call('GET', '/api/multilingual/status', { cookie: cookies.viewer })).body).toEqual({ connected: false, languageCount: 0 });
    expect((await call('GET', '/api/multilingual/languages', { cookie: cookies.viewer })).body).toEqual({ languages: [] });
    expect((await call('GET', '/api/multilingual/settings', { cookie: cookies.viewer })).body).toEqual({ websiteId: WEBSITE, connected: false, languageCount: 0, primaryLanguage: 'en-US', languages: [] });
  });

  it('refuses bad languages with the rule’s message, and other roles, and changes nothing', async () => {
    const before = await eventCount();
    const cases: Array<[unknown, string]> = [
      [{ languages: [] }, 'A multilingual site has from 1 to 30 languages.'],
      [{ languages: [{ code: 'fr-FR' }, { code: 'fr-fr' }] }, 'The language fr-FR is listed twice.'],
      [{ languages: [{ code: 'not a tag' }] }, 'not a tag is not a language tag; mark it custom to use a code of your own.'],
      [{ languages: [{ code: 'Brand', custom: true }] }, 'Brand is not a custom language code: lower-case letters, digits and hyphens, at most 35 characters.'],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', '/api/multilingual/languages', { cookie: cookies.admin, body });
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await call('PUT', '/api/multilingual/languages', { cookie: cookies.admin, body: { languages: 'fr-FR' } })).status).toBe(400);
    expect((await call('PUT', '/api/multilingual/languages', { cookie: cookies.viewer, body: { languages: FRENCH_FIRST } })).status).toBe(403);
    expect((await call('DELETE', '/api/multilingual/connection', { cookie: cookies.storeManager })).status).toBe(403);
    expect(await eventCount()).toBe(before);
  });

  it('connects the languages: the first is primary and the storefront’s page language', async () => {
    const saved = await call('PUT', '/api/multilingual/languages', { cookie: cookies.admin, body: { languages: [{ code: 'fr-fr' }, { code: 'en-US' }, { code: 'brand-speak', custom: true }] } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ languages: FRENCH_FIRST });
    expect((await call('GET', '/api/multilingual/settings', { cookie: cookies.viewer })).body).toEqual({ websiteId: WEBSITE, connected: true, languageCount: 3, primaryLanguage: 'fr-FR', languages: FRENCH_FIRST });
    await eventually(async () => expect((await call('GET', '/api/storefront/site')).body.languages).toEqual(FRENCH_FIRST));
    expect((await call('GET', '/')).body).toContain('<html lang="fr-FR">');
  });

  it('disconnects: the site is back to its locale, and disconnecting again is a no-op', async () => {
    const response = await call('DELETE', '/api/multilingual/connection', { cookie: cookies.manager });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ connected: false, languageCount: 0 });
    const events = await eventCount();
    expect((await call('DELETE', '/api/multilingual/connection', { cookie: cookies.manager })).body).toEqual({ connected: false, languageCount: 0 });
    expect(await eventCount()).toBe(events);
    await eventually(async () => expect((await call('GET', '/api/storefront/site')).body.languages).toEqual([]));
  });
});
