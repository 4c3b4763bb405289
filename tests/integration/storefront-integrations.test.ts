import { ContributorService } from '@mercato/accounts/application';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, createTestContributors, recordedEventTypes, testSiteCommand } from './support/fixtures';

/**
 * Issue 12: a site's instalment offer and social pixel are its owner's settings
 * (`GET`/`PUT /api/storefront-integrations`), recorded on the site's own stream; the deployment's
 * `INSTALMENTS_AVAILABLE` and `SOCIAL_PIXEL_IDS` are only the defaults of a site that never chose.
 * The storefront's instalment badge and pixel read the site's setting.
 */
const WEBSITE = 'integrations-site';
const HOST = 'integrations.localhost';
const OTHER_WEBSITE = 'integrations-other-site';
const OTHER_HOST = 'integrations-other.localhost';
const PATH = '/api/storefront-integrations';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let owner = '';
let viewer = '';

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integrations-it', {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      MERCATO_SEED: 'none',
      KAFKA_CLIENT_ID: `integrations-it-${Date.now()}`,
      KAFKA_TOPIC_PREFIX: testTopicPrefix('integrations'),
      // The deployment's defaults, as the e2e app sets them for the demo site.
      INSTALMENTS_AVAILABLE: 'true',
      SOCIAL_PIXEL_IDS: `${WEBSITE}=1234567890,${OTHER_WEBSITE}=555`,
    }),
  );
  const client = apiClient(gateway.url, HOST);
  call = client.call;
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(OTHER_WEBSITE, OTHER_HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
  owner = await client.login(OWNER);
  viewer = await client.login(VIEWER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

const recorded = () => recordedEventTypes(gateway.runtime.dataSource, `storefront-integrations-${WEBSITE}`);
const storefront = async (host = HOST) => ({
  instalments: (await call('GET', '/api/storefront/instalments', { host })).body.afterPayAvailable as boolean,
  pixelId: (await call('GET', '/api/storefront/social-pixel', { host })).body.pixelId as string | null,
});

describe(`storefront integrations (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('answers the deployment’s defaults until the owner chooses, to viewers too', async () => {
    const response = await call('GET', PATH, { cookie: viewer });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ websiteId: WEBSITE, instalmentsAvailable: true, socialPixelId: '1234567890' });
    expect(await storefront()).toEqual({ instalments: true, pixelId: '1234567890' });
  });

  it('refuses anonymous callers, a viewer’s change and bad input with a clear message, and records nothing', async () => {
    const valid = { instalmentsAvailable: false, socialPixelId: null };
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { body: valid })).status).toBe(401);
    expect((await call('PUT', PATH, { cookie: viewer, body: valid })).status).toBe(403);
    const cases: Array<[unknown, string, string]> = [
      [{ instalmentsAvailable: 'yes', socialPixelId: null }, 'instalmentsAvailable', 'instalmentsAvailable must be true or false.'],
      [{ socialPixelId: '42' }, 'instalmentsAvailable', 'instalmentsAvailable must be true or false.'],
      [{ instalmentsAvailable: true, socialPixelId: 'px-42' }, 'socialPixelId', 'A social pixel id is 1 to 20 digits, or null for no pixel.'],
      [{ instalmentsAvailable: true, socialPixelId: '1'.repeat(21) }, 'socialPixelId', 'A social pixel id is 1 to 20 digits, or null for no pixel.'],
      [{ instalmentsAvailable: true, socialPixelId: 42 }, 'socialPixelId', 'A social pixel id is 1 to 20 digits, or null for no pixel.'],
      [{ instalmentsAvailable: true }, 'socialPixelId', 'A social pixel id is 1 to 20 digits, or null for no pixel.'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('PUT', PATH, { cookie: owner, body });
      expect({ body, status: response.status, message: response.body.errors?.[field] }).toEqual({ body, status: 400, message });
    }
    expect(await recorded()).toEqual([]);
    expect(await storefront()).toEqual({ instalments: true, pixelId: '1234567890' });
  });

  it('records the owner’s choice once, and the storefront of that site alone follows it', async () => {
    const saved = await call('PUT', PATH, { cookie: owner, body: { instalmentsAvailable: false, socialPixelId: '9876543210' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ websiteId: WEBSITE, instalmentsAvailable: false, socialPixelId: '9876543210' });
    // The same values again change nothing.
    expect((await call('PUT', PATH, { cookie: owner, body: { instalmentsAvailable: false, socialPixelId: '9876543210' } })).status).toBe(200);
    expect(await recorded()).toEqual([{ type: 'StorefrontIntegrationsSet' }]);

    expect((await call('GET', PATH, { cookie: viewer })).body).toEqual({ websiteId: WEBSITE, instalmentsAvailable: false, socialPixelId: '9876543210' });
    expect(await storefront()).toEqual({ instalments: false, pixelId: '9876543210' });
    // Another site keeps the deployment's defaults.
    expect(await storefront(OTHER_HOST)).toEqual({ instalments: true, pixelId: '555' });
  });

  it('turns the pixel off with null, over a deployment default', async () => {
    const saved = await call('PUT', PATH, { cookie: owner, body: { instalmentsAvailable: true, socialPixelId: null } });
    expect(saved.body).toEqual({ websiteId: WEBSITE, instalmentsAvailable: true, socialPixelId: null });
    expect(await storefront()).toEqual({ instalments: true, pixelId: null });
    expect(await recorded()).toEqual([{ type: 'StorefrontIntegrationsSet' }, { type: 'StorefrontIntegrationsSet' }]);
  });
});
