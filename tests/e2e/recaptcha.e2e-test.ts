import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { type Page } from 'playwright-core';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BlockType, CaptchaAction, DEFAULT_STORE_SETTINGS, FORM_MESSAGES, ProductType, RESTOCK_MESSAGES } from '@mercato/spec';
import { createTestDatabase } from '@mercato/testing';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from '../integration/support/api-client';
import { startFakeRecaptcha, type FakeRecaptcha } from '../integration/support/fake-recaptcha';
import { OWNER, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from '../integration/support/fixtures';
import { FORMS_OWNER, createFormsOwner } from '../integration/support/forms';
import { freshPagePerTest } from './support/browser';

/**
 * The reCAPTCHA widgets of a form block in Chromium: each scenario runs a gateway of its own with
 * CAPTCHA_PROVIDER set (on a database of the e2e app's PostgreSQL), whose storefront loads the
 * widget's script from the configured URL: a local fake of Google's scripts and APIs.
 */
const fresh = freshPagePerTest();
let page: Page;
let fake: FakeRecaptcha;

beforeAll(async () => {
  fake = await startFakeRecaptcha({
    'human-v2': { success: true },
    [`human-${CaptchaAction.FORM_BLOCK}`]: { valid: true, action: CaptchaAction.FORM_BLOCK, score: 0.9 },
  });
});

afterAll(() => fake?.stop());

beforeEach(() => {
  ({ page } = fresh);
});

/** A gateway whose forms use `captchaEnv`'s provider, with one site and a captcha form; answers the form's URL. */
function captchaGateway(name: string, captchaEnv: () => Record<string, string>) {
  const host = `${name}.localhost`;
  const state: { gateway?: RunningGateway; drop?: () => Promise<void>; dataDir?: string; formUrl: string; origin: string; call?: ApiClient['call']; ownerCookie: string } = {
    formUrl: '',
    origin: '',
    ownerCookie: '',
  };
  beforeAll(async () => {
    const database = await createTestDatabase(process.env.MERCATO_E2E_DATABASE_URL!);
    state.drop = database.drop;
    state.dataDir = mkdtempSync(join(__dirname, '../../.cache', `e2e-${name}-`));
    const env = { ...process.env, ...captchaEnv(), DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', EVENT_TRANSPORT: 'postgres', MERCATO_DATA_DIR: state.dataDir };
    state.gateway = await startGateway(runtimeConfigFromEnv(`e2e-${name}`, env));
    await state.gateway.app.get(CommandBus).execute(testSiteCommand(name, host));
    await createFormsOwner(state.gateway.app.get(ContributorService), name);
    await createTestContributors(state.gateway.app.get(ContributorService), name);
    const { call, login } = apiClient(state.gateway.url, host);
    state.call = call;
    state.ownerCookie = await login(OWNER);
    const owner = await login(FORMS_OWNER);
    const created = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Guarded', fields: [{ id: 'note', type: 'text', title: 'Note' }], captchaEnabled: true, submissionMessage: 'Thanks!' } });
    expect(created.status).toBe(201);
    state.origin = `http://${host}:${new URL(state.gateway.url).port}`;
    state.formUrl = `${state.origin}/form/${created.body.formId}`;
  }, 180_000);
  afterAll(async () => {
    await state.gateway?.stop();
    await state.drop?.();
    if (state.dataDir) rmSync(state.dataDir, { recursive: true, force: true });
  });
  return state;
}

/** reCAPTCHA v2 with its keys, siteverify and script at the local fake. */
const recaptchaV2Env = () => ({
  CAPTCHA_PROVIDER: 'recaptcha-v2',
  RECAPTCHA_SITE_KEY: 'site-v2',
  RECAPTCHA_SECRET: 'secret-v2',
  RECAPTCHA_VERIFY_URL: `${fake.origin}/recaptcha/api/siteverify`,
  RECAPTCHA_SCRIPT_URL: `${fake.origin}/recaptcha/api.js`,
});

async function openForm(url: string): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(fake.origin)) scripts.push(request.url());
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated="true"]');
  await page.getByTestId('form-block').locator('input').first().fill('hello');
  return scripts;
}

describe('reCAPTCHA v2 (classic) widget', () => {
  const site = captchaGateway('recaptcha-v2', recaptchaV2Env);

  it('loads from the configured script, refuses a save until ticked, then saves with its token', async () => {
    const scripts = await openForm(site.formUrl);
    const robot = page.getByTestId('recaptcha-widget').getByLabel("I'm not a robot");
    await robot.waitFor();
    expect(scripts).toEqual([`${fake.origin}/recaptcha/api.js?render=explicit`]);
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('form-error').textContent()).toBe(FORM_MESSAGES.captchaFailed);
    await robot.check();
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('form-submitted').textContent()).toBe('Thanks!');
    expect(fake.requests.at(-1)).toMatchObject({ path: '/recaptcha/api/siteverify', body: { secret: 'secret-v2', response: 'human-v2' } });
  });
});

describe('reCAPTCHA v2 in the restock box of a site whose store settings carry a captcha site key', () => {
  const site = captchaGateway('restock-v2', recaptchaV2Env);

  it('makes no call before the box is ticked, then signs up with the token', async () => {
    const call = site.call!;
    const cookie = site.ownerCookie;
    expect((await call('PUT', '/api/v1/commerce-preferences/store-settings', { cookie, body: { ...DEFAULT_STORE_SETTINGS, captchaSiteKey: 'site-v2' } })).status).toBe(200);
    const store = await createStore(call, cookie, 'restock-v2');
    const created = await call('POST', `${storeCollectionsPath('restock-v2')}/${store.id}/items`, {
      cookie,
      body: { title: 'Clay Pot', productType: ProductType.PHYSICAL, variants: [{ sku: 'POT', priceCents: 2000, qtyInStock: 0 }] },
    });
    expect(created.status).toBe(201);
    await site.gateway!.runtime.catchUp();
    const signUps: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/notifications/restock')) signUps.push(request.postData() ?? '');
    });
    await page.goto(`${site.origin}/${store.urlId}/p/${created.body.urlId}`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await page.getByTestId('restock-email').fill('potter@example.com');
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-error').textContent()).toBe(RESTOCK_MESSAGES.captchaIncomplete);
    expect(signUps).toEqual([]);
    await page.getByTestId('restock-captcha').getByLabel("I'm not a robot").check();
    await page.getByTestId('restock-submit').click();
    expect(await page.getByTestId('restock-success').textContent()).toBe(RESTOCK_MESSAGES.signedUp);
    expect(JSON.parse(signUps[0]!)).toMatchObject({ siteVisitorEmail: 'potter@example.com', captchaToken: 'human-v2' });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/recaptcha/api/siteverify', body: { response: 'human-v2' } });
  });
});

describe('reCAPTCHA Enterprise v3 widget', () => {
  const site = captchaGateway('recaptcha-v3', () => ({
    CAPTCHA_PROVIDER: 'recaptcha-enterprise-v3',
    RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-v3',
    RECAPTCHA_ENTERPRISE_PROJECT: 'shop-project',
    RECAPTCHA_ENTERPRISE_API_KEY: 'api-key',
    RECAPTCHA_ENTERPRISE_URL: fake.origin,
    RECAPTCHA_ENTERPRISE_SCRIPT_URL: `${fake.origin}/recaptcha/enterprise.js`,
  }));

  it('loads with the site key, asks a token for the form-block action on focus and saves with it', async () => {
    const scripts = await openForm(site.formUrl);
    // No checkbox to draw: the badge holds the token once the form has focus.
    await page.locator('[data-testid="captcha-badge"][data-captcha="passed"]').waitFor({ state: 'attached' });
    expect(scripts).toEqual([`${fake.origin}/recaptcha/enterprise.js?render=site-v3`]);
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('form-submitted').textContent()).toBe('Thanks!');
    expect(fake.requests.at(-1)).toMatchObject({ body: { event: { token: 'human-form_block', siteKey: 'site-v3', expectedAction: 'form_block' } } });
  });
});
