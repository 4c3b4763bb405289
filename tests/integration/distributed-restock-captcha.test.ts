import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { DEFAULT_STORE_SETTINGS, ProductType, RESTOCK_MESSAGES } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { formsService } from '../../services/forms/src/forms-service';
import { restockService } from '../../services/restock/src/restock-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { sitesService } from '../../services/sites/src/sites-service';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from './support/fixtures';
import { solvedAltchaPayload } from './support/forms';
import { signUpForRestock } from './support/restock';

/**
 * Issue 16 in distributed mode: the restock service checks sign-ups with the forms service's
 * captcha provider (ALTCHA, the default), as the embedded gateway does in one process. A site
 * whose store settings carry a captcha site key takes no sign-up without a token that passes, and
 * a solved challenge is spent at the forms service, so it cannot be used twice. Kafka only: the
 * restock service learns the site, its settings and the stock from the topics.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: restock sign-ups checked by the forms service's captcha${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `restock-captcha-${run}`;
const HOST = `restock-captcha-${run}.localhost`;
const TOPIC_PREFIX = testTopicPrefix('distributed-restock-captcha');

const services: RunningService[] = [];
const dropDatabases: Array<() => Promise<void>> = [];
let restock: RunningService<Runtime>;
let call: ApiClient['call'];
let productId: string;
let variantId: string;

async function serviceConfig(serviceName: string) {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabases.push(database.drop);
  return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX });
}

async function started<Service extends RunningService>(service: Promise<Service>): Promise<Service> {
  const running = await service;
  services.push(running);
  return running;
}

const signUp = (siteVisitorEmail: string, captchaToken?: string) =>
  signUpForRestock(call, { isJoinMailingList: false, productId, variantId, siteVisitorEmail, ...(captchaToken === undefined ? {} : { captchaToken }) });

describeOnKafka(title, () => {
  beforeAll(async () => {
    const sites = await started(startService(await serviceConfig('sites'), sitesService));
    const catalog = await started(startService(await serviceConfig('catalog'), catalogService({ sitesServiceUrl: sites.url })));
    const forms = await started(startService(await serviceConfig('forms'), formsService({ sitesServiceUrl: sites.url })));
    restock = await started(startService(await serviceConfig('restock'), restockService({ sitesServiceUrl: sites.url, formsServiceUrl: forms.url })));
    // The storefront's and the owner's calls reach each service through the proxy gateway.
    const gateway = await started(startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, forms: forms.url, restock: restock.url })));
    const client = apiClient(gateway.url, HOST);
    call = client.call;

    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createTestContributors(sites.app.get(ContributorService), WEBSITE);
    const cookie = await client.login(OWNER);
    const settings = await call('PUT', '/api/v1/commerce-preferences/store-settings', { cookie, body: { ...DEFAULT_STORE_SETTINGS, captchaSiteKey: 'altcha' } });
    expect(settings.status).toBe(200);

    // The catalog knows the site once the sites topic told it.
    await eventually(async () => expect((await call('GET', storeCollectionsPath(WEBSITE), { cookie })).status).toBe(200));
    const store = await createStore(call, cookie, WEBSITE);
    const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, {
      cookie,
      body: { title: 'Linen Shirt', productType: ProductType.PHYSICAL, variants: [{ sku: 'SHIRT', priceCents: 3900, qtyInStock: 0 }] },
    });
    expect(created.status).toBe(201);
    productId = created.body.id;
    [variantId] = created.body.variantIds;

    // Restock's own copies, from the topics: the site's captcha key and the sold-out variant.
    await eventually(async () => {
      const [site] = await restock.runtime.dataSource.query(`SELECT store_settings->>'captchaSiteKey' AS key FROM catalog_sites WHERE website_id = $1`, [WEBSITE]);
      expect(site?.key).toBe('altcha');
      expect(await restock.runtime.dataSource.query('SELECT qty_in_stock FROM restock_stock_variants WHERE variant_id = $1', [variantId])).toEqual([{ qty_in_stock: 0 }]);
    }, 60_000);
  }, 180_000);

  afterAll(async () => {
    for (const service of services.reverse()) await service.stop();
    for (const drop of dropDatabases) await drop();
  });

  const signUps = async () => (await restock.runtime.dataSource.query('SELECT email FROM restock_sign_ups ORDER BY email')) as Array<{ email: string }>;

  it('refuses a sign-up without a token, or with one the forms service does not pass, and records nothing', async () => {
    for (const token of [undefined, '', 'not-a-solution']) {
      const response = await signUp('ada@example.com', token);
      expect({ token, status: response.status, message: response.body.message }).toEqual({ token, status: 400, message: RESTOCK_MESSAGES.captchaIncomplete });
    }
    expect(await signUps()).toEqual([]);
  });

  it('takes a sign-up with a challenge the forms service issued and the visitor solved, once', async () => {
    const solved = await eventually(() => solvedAltchaPayload(call));
    expect((await signUp('ada@example.com', solved)).status).toBe(200);
    await eventually(async () => expect(await signUps()).toEqual([{ email: 'ada@example.com' }]));
    // The forms service spent that challenge: a replay is refused.
    const replay = await signUp('grace@example.com', solved);
    expect({ status: replay.status, message: replay.body.message }).toEqual({ status: 400, message: RESTOCK_MESSAGES.captchaIncomplete });
  });
});
