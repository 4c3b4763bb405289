import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BlockType, CaptchaAction, FORM_MESSAGES } from '@mercato/spec';
import { RecaptchaEnterpriseCaptcha, RecaptchaV2Captcha } from '@mercato/forms/infrastructure';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner, submitForm } from './support/forms';
import { startFakeRecaptcha, type FakeRecaptcha } from './support/fake-recaptcha';

/** The reCAPTCHA providers against a local fake of Google's verify APIs. */
let fake: FakeRecaptcha;

beforeAll(async () => {
  fake = await startFakeRecaptcha({
    'human-v2': { success: true },
    'human-form': { valid: true, action: CaptchaAction.FORM_BLOCK, score: 0.9 },
    'bot-form': { valid: true, action: CaptchaAction.FORM_BLOCK, score: 0.1 },
    'human-popup': { valid: true, action: CaptchaAction.PROMO_POPUP_SUBMISSION, score: 0.9 },
  });
});

afterAll(() => fake?.stop());

const remote = { action: CaptchaAction.FORM_BLOCK, remoteAddress: '198.51.100.7' } as const;

describe('reCAPTCHA v2 verifier', () => {
  const verifier = () => new RecaptchaV2Captcha({ siteKey: 'site-v2', secret: 'secret-v2', verifyUrl: `${fake.origin}/recaptcha/api/siteverify`, timeoutMs: 2000 });

  it('passes a token siteverify accepts, sending secret, response and remoteip', async () => {
    expect(await verifier().verify('human-v2', remote)).toEqual({ passed: true });
    expect(fake.requests.at(-1)).toEqual({ path: '/recaptcha/api/siteverify', body: { secret: 'secret-v2', response: 'human-v2', remoteip: '198.51.100.7' } });
  });

  it('fails a token siteverify refuses, with its error codes', async () => {
    expect(await verifier().verify('forged', remote)).toEqual({ passed: false, reason: 'invalid-input-response' });
  });

  it('fails, never passes, when the provider errs', async () => {
    expect(await verifier().verify('provider-down', remote)).toEqual({ passed: false, reason: 'siteverify unreachable' });
  });
});

describe('reCAPTCHA Enterprise v3 verifier', () => {
  const verifier = () =>
    new RecaptchaEnterpriseCaptcha({ siteKey: 'site-v3', projectId: 'shop-project', apiKey: 'api-key', apiUrl: fake.origin, minScore: 0.5, timeoutMs: 2000 });

  it('passes a valid token for the expected action scoring above the threshold', async () => {
    expect(await verifier().verify('human-form', remote)).toEqual({ passed: true });
    expect(fake.requests.at(-1)).toEqual({
      path: '/v1/projects/shop-project/assessments?key=api-key',
      body: { event: { token: 'human-form', siteKey: 'site-v3', expectedAction: 'form_block', userIpAddress: '198.51.100.7' } },
    });
  });

  it('fails a score below the threshold', async () => expect(await verifier().verify('bot-form', remote)).toEqual({ passed: false, reason: 'score 0.1 below 0.5' }));

  it('fails a token requested for another action of spec §7', async () =>
    expect(await verifier().verify('human-popup', remote)).toEqual({ passed: false, reason: 'action promo_popup_submission is not form_block' }));

  it('fails an invalid token', async () => expect(await verifier().verify('forged', remote)).toEqual({ passed: false, reason: 'MALFORMED' }));
});

describe(`a captcha form on reCAPTCHA Enterprise v3 through the gateway (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  const HOST = 'forms-captcha.localhost';
  let gateway: RunningGateway;
  let dropDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
    dropDatabase = database.drop;
    const env = {
      ...process.env,
      CAPTCHA_PROVIDER: 'recaptcha-enterprise-v3',
      RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-v3',
      RECAPTCHA_ENTERPRISE_PROJECT: 'shop-project',
      RECAPTCHA_ENTERPRISE_API_KEY: 'api-key',
      RECAPTCHA_ENTERPRISE_URL: fake.origin,
      RECAPTCHA_ENTERPRISE_SCRIPT_URL: `${fake.origin}/recaptcha/enterprise.js`,
    };
    gateway = await startGateway({
      ...runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-captcha-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('forms-captcha') }),
    });
    await gateway.app.get(CommandBus).execute(testSiteCommand('captcha-site', HOST));
    await createFormsOwner(gateway.app.get(ContributorService), 'captcha-site');
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await dropDatabase?.();
  });

  it('shows the widget its site key, saves with a passing token and refuses a failing one', async () => {
    const { call, login } = apiClient(gateway.url, HOST);
    const owner = await login(FORMS_OWNER);
    const created = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Guarded', fields: [{ id: 'note', type: 'text', title: 'Note' }], captchaEnabled: true } });
    const formId = created.body.formId as string;
    expect((await call('GET', `/api/form/definitions/${formId}`)).body.captchaWidget).toEqual({ provider: 'recaptcha-enterprise-v3', siteKey: 'site-v3', scriptUrl: `${fake.origin}/recaptcha/enterprise.js` });
    expect((await submitForm(call, formId, { note: 'hi' }, { captchaKey: 'human-form' })).status).toBe(200);
    const bot = await submitForm(call, formId, { note: 'hi' }, { captchaKey: 'bot-form' });
    expect(bot.status).toBe(400);
    expect(bot.body.message).toBe(FORM_MESSAGES.captchaFailed);
    expect((await call('GET', '/api/form/captcha/challenge')).status).toBe(404);
  });
});
