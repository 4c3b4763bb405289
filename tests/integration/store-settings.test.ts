import { ContributorService } from '@mercato/accounts/application';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { DEFAULT_STORE_SETTINGS } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, WOOL_SCARF, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from './support/fixtures';

/**
 * Spec §7 `GET and PUT /api/v1/commerce-preferences/store-settings`: the owner edits the store
 * settings, and the storefront and the catalog follow them (currency, flags, captcha site key).
 */
const WEBSITE = 'settings-site';
const HOST = 'settings-shop.localhost';
const PATH = '/api/v1/commerce-preferences/store-settings';
const EURO_STORE = {
  currency: 'EUR',
  useLightCart: true,
  nativeReviewsEnabled: true,
  importedReviewsEnabled: false,
  multipleQuantityAllowedForServices: false,
  useCLDRMoneyFormat: true,
  captchaSiteKey: 'captcha-site-key',
  minimumOrderSubtotalCents: 2500,
  expressCheckout: true,
};

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let login: ApiClient['login'];
let ownerCookie: string;

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('store-settings-it', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `store-settings-it-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('store-settings') }),
  );
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
  ownerCookie = await login(OWNER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`store settings (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('answers the defaults with the websiteId before the owner saves anything: USD, multiple quantities for services allowed, express checkout off', async () => {
    const response = await call('GET', PATH, { cookie: ownerCookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ websiteId: WEBSITE, ...DEFAULT_STORE_SETTINGS });
    expect(response.body.expressCheckout).toBe(false);
  });

  it('lets viewers read but not change them, and nobody without a session', async () => {
    const viewerCookie = await login(VIEWER);
    expect((await call('GET', PATH)).status).toBe(401);
    expect((await call('PUT', PATH, { body: EURO_STORE })).status).toBe(401);
    expect((await call('GET', PATH, { cookie: viewerCookie })).status).toBe(200);
    expect((await call('PUT', PATH, { cookie: viewerCookie, body: EURO_STORE })).status).toBe(403);
  });

  it('refuses bad settings with the field’s message and changes nothing', async () => {
    const before = await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM es_events');
    const badCurrency = await call('PUT', PATH, { cookie: ownerCookie, body: { ...EURO_STORE, currency: 'XYZ' } });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.body.message).toBe('Unsupported currency XYZ.');
    const missingFlag = await call('PUT', PATH, { cookie: ownerCookie, body: { ...EURO_STORE, useLightCart: undefined } });
    expect(missingFlag.status).toBe(400);
    expect(missingFlag.body.errors).toHaveProperty('useLightCart');
    const textFlag = await call('PUT', PATH, { cookie: ownerCookie, body: { ...EURO_STORE, expressCheckout: 'yes' } });
    expect(textFlag.status).toBe(400);
    expect(textFlag.body.errors).toHaveProperty('expressCheckout');
    const otherSite = await call('PUT', PATH, { cookie: ownerCookie, body: { ...EURO_STORE, websiteId: 'another-site' } });
    expect(otherSite.status).toBe(400);
    expect(await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM es_events')).toEqual(before);
    expect((await call('GET', PATH, { cookie: ownerCookie })).body).toEqual({ websiteId: WEBSITE, ...DEFAULT_STORE_SETTINGS });
  });

  it('saves the owner’s settings and answers them on the next GET', async () => {
    const saved = await call('PUT', PATH, { cookie: ownerCookie, body: { websiteId: WEBSITE, ...EURO_STORE } });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ websiteId: WEBSITE, ...EURO_STORE });
    expect((await call('GET', PATH, { cookie: ownerCookie })).body).toEqual({ websiteId: WEBSITE, ...EURO_STORE });
  });

  it('shows them on the storefront: currency, cart, review and express checkout flags, captcha site key, CLDR money format', async () => {
    const site = await eventually(async () => {
      const response = await call('GET', '/api/storefront/site');
      expect(response.body.currency).toBe('EUR');
      return response.body;
    });
    expect(site.storeSettings).toEqual({ useLightCart: true, nativeReviewsEnabled: true, importedReviewsEnabled: false, multipleQuantityAllowedForServices: false, expressCheckout: true, minimumOrderSubtotalCents: 2500 });
    expect(site.captchaSettings).toEqual({ siteKey: 'captcha-site-key' });
    expect(site.useCLDRMoneyFormat).toBe(true);
  });

  it('prices new products in the store currency and puts the settings in the product page context', async () => {
    const store = await createStore(call, ownerCookie, WEBSITE);
    const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, { cookie: ownerCookie, body: WOOL_SCARF });
    expect(created.status).toBe(201);
    const page = await eventually(async () => {
      const response = await call('GET', `/api/storefront/products/${store.urlId}/wool-scarf`);
      expect(response.status).toBe(200);
      return response.body;
    });
    expect(page.product.currency).toBe('EUR');
    expect(page.storeSettings).toEqual({ useLightCart: true, nativeReviewsEnabled: true, importedReviewsEnabled: false, multipleQuantityAllowedForServices: false, expressCheckout: true });
    expect(page.captchaSiteKey).toBe('captcha-site-key');
    expect(page.useCLDRMoneyFormat).toBe(true);
  });
});
