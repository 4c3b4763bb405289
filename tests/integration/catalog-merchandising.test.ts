import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, WOOL_SCARF, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from './support/fixtures';

/** The owner sets a product's merchandising (spec §3) and variant images; the product page view carries them. */
const WEBSITE = 'it-merch-site';
const HOST = 'it-merch.localhost';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let login: ApiClient['login'];

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      MERCATO_SEED: 'none',
      KAFKA_CLIENT_ID: `it-merch-${Date.now()}`,
      KAFKA_TOPIC_PREFIX: testTopicPrefix('catalog-merchandising'),
    }),
  });
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

const MERCHANDISING = {
  scarcityEnabled: true,
  scarcityText: 'Only a few left',
  scarcityShownByDefault: true,
  customSoldOutText: 'Back in spring',
  mailingListSignUpEnabled: true,
  mailingListOptInByDefault: false,
};

describe('product merchandising through the gateway', () => {
  let cookie: string;
  let merchandisingPath: string;

  beforeAll(async () => {
    cookie = await login(OWNER);
    const store = await createStore(call, cookie, WEBSITE);
    const scarf = {
      ...WOOL_SCARF,
      variants: [{ ...WOOL_SCARF.variants[0], imageAssetUrl: '/media/scarf-red.jpg' }, WOOL_SCARF.variants[1]],
    };
    const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie, body: scarf });
    expect(created.status).toBe(201);
    merchandisingPath = `${storeCollectionsPath(WEBSITE)}/items/${created.body.id}/merchandising`;
  });

  const productPage = () => call('GET', '/api/storefront/products/shop/wool-scarf');

  it('shows no merchandising until the owner sets it, and the variant image given at creation', async () => {
    const page = await eventually(async () => {
      const response = await productPage();
      expect(response.status).toBe(200);
      return response.body;
    });
    expect(page.product.merchandising).toEqual({ ...MERCHANDISING, scarcityEnabled: false, scarcityText: '', scarcityShownByDefault: false, customSoldOutText: '', mailingListSignUpEnabled: false, restockSuccessText: '' });
    expect(page.product.variants.map((variant: { imageAssetUrl?: string }) => variant.imageAssetUrl)).toEqual(['/media/scarf-red.jpg', undefined]);
  });

  it('answers bad input with the field and its message, and changes nothing', async () => {
    const blank = await call('PUT', merchandisingPath, { cookie, body: { ...MERCHANDISING, scarcityText: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ scarcityText: 'Scarcity text is required when scarcity is enabled.' });
    const missing = await call('PUT', merchandisingPath, { cookie, body: { scarcityEnabled: true } });
    expect(missing.status).toBe(400);
    expect((await productPage()).body.product.merchandising.scarcityEnabled).toBe(false);
  });

  it('refuses roles that may not write the catalog (403) and an unknown product (404)', async () => {
    expect((await call('PUT', merchandisingPath, { cookie: await login(VIEWER), body: MERCHANDISING })).status).toBe(403);
    const unknown = `${storeCollectionsPath(WEBSITE)}/items/${crypto.randomUUID()}/merchandising`;
    expect((await call('PUT', unknown, { cookie, body: MERCHANDISING })).status).toBe(404);
  });

  it('sets the merchandising the product page then shows', async () => {
    expect((await call('PUT', merchandisingPath, { cookie, body: MERCHANDISING })).status).toBe(204);
    // A client that does not know the restock success text leaves the restock box's default.
    await eventually(async () => expect((await productPage()).body.product.merchandising).toEqual({ ...MERCHANDISING, restockSuccessText: '' }));
  });

  it("keeps the site's own restock success text (spec §8), trimmed, and refuses one too long", async () => {
    const tooLong = await call('PUT', merchandisingPath, { cookie, body: { ...MERCHANDISING, restockSuccessText: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect((await call('PUT', merchandisingPath, { cookie, body: { ...MERCHANDISING, restockSuccessText: ' Thanks, we will write. ' } })).status).toBe(204);
    await eventually(async () => expect((await productPage()).body.product.merchandising.restockSuccessText).toBe('Thanks, we will write.'));
  });
});
