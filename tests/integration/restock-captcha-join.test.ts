import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { CaptchaAction, DEFAULT_STORE_SETTINGS, ProductType, RESTOCK_MESSAGES } from '@mercato/spec';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from './support/fixtures';
import { startFakeRecaptcha, type FakeRecaptcha } from './support/fake-recaptcha';
import { FORMS_OWNER, createFormsOwner } from './support/forms';
import { signUpForRestock } from './support/restock';

/**
 * Restock sign-ups use the forms context's captcha provider (here reCAPTCHA Enterprise v3 against
 * a local fake of Google's API) once the site's store settings carry a captcha site key, and a
 * sign-up that asks to join the mailing list lands on the site's list through forms' reactor.
 */
const WEBSITE = 'restock-captcha-site';
const HOST = 'restock-captcha.localhost';
const CAPTCHA_ENV = {
  CAPTCHA_PROVIDER: 'recaptcha-enterprise-v3',
  RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-v3',
  RECAPTCHA_ENTERPRISE_PROJECT: 'shop-project',
  RECAPTCHA_ENTERPRISE_API_KEY: 'api-key',
};
const MAILING_LISTS = '/api/rest/forms/newsletter/mailing-lists';

let fake: FakeRecaptcha;
let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let cookie: string;
let formsCookie: string;
let itemId: string;
let variantId: string;

const visitor = (siteVisitorEmail: string, extra: Record<string, unknown> = {}) => ({ isJoinMailingList: false, productId: itemId, variantId, siteVisitorEmail, ...extra });

beforeAll(async () => {
  fake = await startFakeRecaptcha({
    'human-waitlist': { valid: true, action: CaptchaAction.PRODUCT_WAITLIST, score: 0.9 },
    'bot-waitlist': { valid: true, action: CaptchaAction.PRODUCT_WAITLIST, score: 0.1 },
    'human-form': { valid: true, action: CaptchaAction.FORM_BLOCK, score: 0.9 },
  });
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const env = { ...process.env, ...CAPTCHA_ENV, RECAPTCHA_ENTERPRISE_URL: fake.origin };
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-restock-captcha-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('restock-captcha') }),
  });
  let login: ApiClient['login'];
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
  await createFormsOwner(gateway.app.get(ContributorService), WEBSITE);
  cookie = await login(OWNER);
  formsCookie = await login(FORMS_OWNER);
  const store = await createStore(call, cookie, WEBSITE);
  const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, {
    cookie,
    body: { title: 'Linen Shirt', productType: ProductType.PHYSICAL, variants: [{ sku: 'SHIRT', priceCents: 3900, qtyInStock: 0 }] },
  });
  expect(created.status).toBe(201);
  itemId = created.body.id;
  [variantId] = created.body.variantIds;
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
  await fake?.stop();
});

const saveCaptchaSiteKey = async (captchaSiteKey: string) => {
  expect((await call('PUT', '/api/v1/commerce-preferences/store-settings', { cookie, body: { ...DEFAULT_STORE_SETTINGS, captchaSiteKey } })).status).toBe(200);
  await gateway.runtime.catchUp();
};

const waitingEmails = async (): Promise<string[]> =>
  (await call('GET', `/api/site-users/account/notifications/restock?productId=${itemId}&variantId=${variantId}`, { cookie })).body.signUps.map((signUp: { email: string }) => signUp.email);

describe(`restock sign-up captcha and mailing list (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('asks for no captcha while the store settings configure none', async () => {
    expect((await signUpForRestock(call, visitor('first@example.com'))).status).toBe(200);
    expect(fake.requests).toHaveLength(0);
  });

  it('once the store settings carry a captcha site key, takes only a passing product-waitlist token', async () => {
    await saveCaptchaSiteKey('site-v3');
    for (const token of [undefined, 'bot-waitlist', 'human-form', 'forged']) {
      const refused = await signUpForRestock(call, visitor('second@example.com', token ? { recaptchaEnterpriseV3Token: token } : {}));
      expect(refused.body).toMatchObject({ status: 400, message: RESTOCK_MESSAGES.captchaIncomplete });
    }
    expect((await signUpForRestock(call, visitor('second@example.com', { recaptchaEnterpriseV3Token: 'human-waitlist' }))).status).toBe(200);
    expect(fake.requests.at(-1)?.body).toMatchObject({ event: { token: 'human-waitlist', siteKey: 'site-v3', expectedAction: 'product_waitlist' } });
    await gateway.runtime.catchUp();
    expect(await waitingEmails()).toEqual(['first@example.com', 'second@example.com']);
  });

  it('adds an address that asked to join to the site’s first mailing list, once, and no other', async () => {
    await saveCaptchaSiteKey('');
    const list = await call('POST', MAILING_LISTS, { cookie: formsCookie, body: { name: 'Customers' } });
    expect(list.status).toBe(201);
    await call('POST', MAILING_LISTS, { cookie: formsCookie, body: { name: 'Later list' } });
    for (const body of [visitor('joiner@example.com', { isJoinMailingList: true }), visitor('JOINER@example.com', { isJoinMailingList: true }), visitor('quiet@example.com')]) {
      expect((await signUpForRestock(call, body)).status).toBe(200);
    }
    await eventually(async () => {
      await gateway.runtime.catchUp();
      expect((await call('GET', MAILING_LISTS, { cookie: formsCookie })).body).toEqual([
        { mailingListId: list.body.mailingListId, name: 'Customers', subscribers: 1 },
        expect.objectContaining({ name: 'Later list', subscribers: 0 }),
      ]);
    });
    const subscribed = await gateway.runtime.dataSource.query(`SELECT data FROM es_events WHERE event_type = 'MailingListSubscribed'`);
    expect(subscribed).toEqual([{ data: expect.objectContaining({ email: 'joiner@example.com', mailingListId: list.body.mailingListId, submissionId: expect.stringMatching(/^restock-sign-up:/) }) }]);
  });
});
