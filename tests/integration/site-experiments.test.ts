import { ContributorService } from '@mercato/accounts/application';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { CreateSiteCommand } from '@mercato/sites/application';
import { ContributorRole, ExperimentMessages } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, createTestContributors, recordedEventTypes, testSiteCommand } from './support/fixtures';

/**
 * Issue 14 part 5: a site's experiments (name, variant, status) are a site setting
 * (`GET`/`PUT /api/site-experiments`); the storefront's site shell carries the ACTIVE ones, and a
 * page reports their variants in its analytics context, pinned by `?experiment.<name>=` only on an
 * internal or staging host. The site's languages drive `<html lang>` and the language switcher.
 */
const WEBSITE = 'experiments-site';
const PUBLIC_HOST = 'experiments-shop.example';
const STAGING_HOST = 'staging.experiments-shop.example';
const PATH = '/api/site-experiments';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let owner = ''; // an admin of the site
let viewer = '';
let storeManager = '';
const ADMIN = { email: 'admin@site-experiments.test', password: 'admins run the experiments' };

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('experiments-it', {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      MERCATO_SEED: 'none',
      KAFKA_CLIENT_ID: `experiments-it-${Date.now()}`,
      KAFKA_TOPIC_PREFIX: testTopicPrefix('experiments'),
    }),
  );
  const client = apiClient(gateway.url, PUBLIC_HOST);
  call = client.call;
  await gateway.app.get(CommandBus).execute(new CreateSiteCommand({ ...testSiteCommand(WEBSITE, PUBLIC_HOST).input, hostnames: [PUBLIC_HOST, STAGING_HOST] }));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
  await gateway.app.get(ContributorService).create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: WEBSITE, role: ContributorRole.ADMIN }] });
  owner = await client.login(ADMIN);
  storeManager = await client.login(OWNER);
  viewer = await client.login(VIEWER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

const recorded = () => recordedEventTypes(gateway.runtime.dataSource, `site-experiments-${WEBSITE}`);
const shellExperiments = async () => (await call('GET', '/api/storefront/site')).body.experiments as unknown;

/** A storefront page as a browser gets it: its analytics context, `<html lang>` and the cookies it sets. */
async function page(path: string, host: string, cookie?: string) {
  const response = await call('GET', path, { host, ...(cookie ? { cookie } : {}) });
  expect(response.status).toBe(200);
  const html = response.body as string;
  const context = JSON.parse(/<script type="application\/json" id="[^"]*analytics[^"]*">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as { experiments?: Record<string, string> };
  return { html, experiments: context.experiments ?? {}, lang: /<html lang="([^"]*)">/.exec(html)?.[1], cookies: response.headers.getSetCookie().map((value) => value.split(';')[0]!).filter((value) => value.startsWith('mercato_')) };
}

describe(`site experiments and languages (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('has no experiments until the owner sets some; viewers read them', async () => {
    const response = await call('GET', PATH, { cookie: viewer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ websiteId: WEBSITE, experiments: [] });
    expect(await shellExperiments()).toEqual([]);
  });

  it('refuses anonymous callers, a viewer’s change and bad input with a clear message, and records nothing', async () => {
    const valid = { experiments: [{ name: 'hero', variant: 'a', status: 'ACTIVE' }] };
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { body: valid })).status).toBe(401);
    expect((await call('PUT', PATH, { cookie: viewer, body: valid })).status).toBe(403);
    // Experiments are a site setting: the roles that run the whole website change them, not the store's.
    expect((await call('PUT', PATH, { cookie: storeManager, body: valid })).status).toBe(403);
    const one = (experiment: Record<string, unknown>) => ({ experiments: [{ name: 'hero', variant: 'a', status: 'ACTIVE', ...experiment }] });
    const cases: Array<[unknown, string]> = [
      [{}, ExperimentMessages.LIST],
      [{ experiments: 'hero' }, ExperimentMessages.LIST],
      [{ experiments: ['hero'] }, ExperimentMessages.LIST],
      [{ experiments: Array.from({ length: 51 }, (_, index) => ({ name: `e${index}`, variant: 'a', status: 'ACTIVE' })) }, ExperimentMessages.COUNT],
      [one({ name: 'Hero Banner' }), ExperimentMessages.NAME],
      [one({ name: 7 }), ExperimentMessages.NAME],
      [one({ variant: 'reset' }), ExperimentMessages.VARIANT],
      [one({ variant: '' }), ExperimentMessages.VARIANT],
      [one({ status: 'RUNNING' }), ExperimentMessages.STATUS],
      [{ experiments: [{ name: 'hero', variant: 'a', status: 'ACTIVE' }, { name: 'hero', variant: 'b', status: 'PAUSED' }] }, ExperimentMessages.DUPLICATE_NAME],
    ];
    for (const [body, message] of cases) {
      const response = await call('PUT', PATH, { cookie: owner, body });
      expect({ body, status: response.status, messages: JSON.stringify(response.body) }).toEqual({ body, status: 400, messages: expect.stringContaining(JSON.stringify(message).slice(1, -1)) });
    }
    expect(await recorded()).toEqual([]);
    expect(await shellExperiments()).toEqual([]);
  });

  it('records the owner’s list once; the storefront carries the ACTIVE experiments and their variants', async () => {
    const experiments = [
      { name: 'hero', variant: 'a', status: 'ACTIVE' },
      { name: 'checkout-button', variant: 'green', status: 'PAUSED' },
    ];
    const saved = await call('PUT', PATH, { cookie: owner, body: { experiments } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ websiteId: WEBSITE, experiments });
    expect((await call('PUT', PATH, { cookie: owner, body: { experiments } })).status).toBe(200);
    expect(await recorded()).toEqual([{ type: 'SiteExperimentsSet' }]);
    expect((await call('GET', PATH, { cookie: viewer })).body).toEqual({ websiteId: WEBSITE, experiments });

    expect(await shellExperiments()).toEqual([{ name: 'hero', variant: 'a', status: 'ACTIVE' }]);
    expect((await page('/', PUBLIC_HOST)).experiments).toEqual({ hero: 'a' });
  });

  it('pins a variant for the session on a staging host only, and forgets it on reset', async () => {
    const publicPage = await page('/?experiment.hero=b', PUBLIC_HOST);
    expect(publicPage.experiments).toEqual({ hero: 'a' });
    expect(publicPage.cookies).toEqual([]);

    const pinned = await page('/?experiment.hero=b', STAGING_HOST);
    expect(pinned.experiments).toEqual({ hero: 'b' });
    const session = pinned.cookies.find((cookie) => cookie.startsWith('mercato_experiments='))!;
    expect((await page('/', STAGING_HOST, session)).experiments).toEqual({ hero: 'b' });
    const reset = await page('/?experiment.hero=reset', STAGING_HOST, session);
    expect(reset.experiments).toEqual({ hero: 'a' });
    expect(reset.cookies).toEqual(['mercato_experiments=']);
  });

  it('renders a multilingual site in the language the visitor picks, remembered by a cookie; a one-language site shows no switcher', async () => {
    expect((await page('/', PUBLIC_HOST)).html).not.toContain('<nav class="language-switcher"');
    const languages = await call('PUT', '/api/multilingual/languages', { cookie: owner, body: { languages: [{ code: 'en-US' }, { code: 'fr-FR' }] } });
    expect(languages.status).toBe(200);

    // The shell's projection follows the languages' event; a page is reused for 250 ms.
    const first = await eventually(async () => {
      const shown = await page('/', PUBLIC_HOST);
      expect(shown.html).toContain('<select id="language-choice" name="language">');
      return shown;
    });
    expect(first.lang).toBe('en-US');
    const switched = await page('/?language=fr-FR', PUBLIC_HOST);
    expect(switched.lang).toBe('fr-FR');
    const choice = switched.cookies.find((cookie) => cookie.startsWith('mercato_language='))!;
    expect(choice).toBe('mercato_language=fr-FR');
    expect((await page('/', PUBLIC_HOST, choice)).lang).toBe('fr-FR');
    // A language the site does not have is ignored: the primary one.
    expect((await page('/?language=de-DE', PUBLIC_HOST)).lang).toBe('en-US');
  });
});
