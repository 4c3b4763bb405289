import { BlockType, FORM_MESSAGES, FORM_VALIDATION_MESSAGES, FormFieldType } from '@mercato/spec';
import { CONTACT_FIELDS, CONTACT_TEXT_VALUES, field as formField } from '@mercato/forms/testing';
import { type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { ownerCall, signInAsOwner } from './support/owner';

/**
 * A visitor fills the demo site's contact form (ALTCHA captcha) and its newsletter form in
 * Chromium, and a form the owner defines with all 20 field types of spec §3; the owner then sees
 * each submission.
 */
const fresh = freshPagePerTest();
let page: Page;

beforeEach(() => {
  ({ page } = fresh);
});

/** The demo seed links each form from the main navigation; answers the page path. */
async function formPath(title: string): Promise<string> {
  await openHydrated(page, `${storefrontUrl()}/`);
  const href = await page.getByTestId('main-navigation').getByRole('link', { name: title, exact: true }).getAttribute('href');
  expect(href).toMatch(/^\/form\//);
  return href!;
}

const field = (id: string) => page.getByTestId(`form-field-${id}`);

describe('contact form block', () => {
  it('is server-rendered with its fields, required markers and disclaimer', async () => {
    const path = await formPath('Contact');
    const html = await (await page.request.get(`${storefrontUrl()}${path}`)).text();
    expect(html).toContain('<h1>Contact us</h1>');
    expect(html).toContain('We use your details only to answer you.');
    expect(html).toMatch(/Message<span class="required-marker"/);
  });

  it('shows the errors above each field and the two banners, counts characters, then submits; the owner sees it', async () => {
    const path = await formPath('Contact');
    await openHydrated(page, `${storefrontUrl()}${path}?utm_source=e2e`);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/form/SaveFormSubmission')) saves.push(request.postData() ?? '');
    });

    // The captcha badge shows only while a field has focus.
    const badge = page.getByTestId('captcha-badge');
    expect(await badge.getAttribute('data-visible')).toBe('false');
    await field('email').locator('input').focus();
    expect(await badge.getAttribute('data-visible')).toBe('true');
    await page.locator('h1').click();
    expect(await badge.getAttribute('data-visible')).toBe('false');

    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('field-error-name').textContent()).toBe(FORM_VALIDATION_MESSAGES.required);
    expect(await page.getByTestId('field-error-message').textContent()).toBe(FORM_VALIDATION_MESSAGES.required);
    expect(await page.getByTestId('field-error-phone').count()).toBe(0);
    expect(await page.getByTestId('form-banner-above').textContent()).toBe(FORM_MESSAGES.problemAbove);
    expect(await page.getByTestId('form-banner-below').textContent()).toBe(FORM_MESSAGES.problemBelow);
    // The error sits above the field's title, as drawn.
    const errorBox = await page.getByTestId('field-error-name').boundingBox();
    const titleBox = await field('name').locator('.field-title').boundingBox();
    expect(errorBox!.y + errorBox!.height).toBeLessThanOrEqual(titleBox!.y);

    const message = field('message').locator('textarea');
    await message.fill('x'.repeat(501));
    expect(await page.getByTestId('counter-message').textContent()).toBe('501 / 500');
    expect(await page.getByTestId('counter-message').getAttribute('class')).toContain('character-counter-over');
    await field('email').locator('input').fill('not-an-email');
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('field-error-message').textContent()).toBe(FORM_VALIDATION_MESSAGES.characterLimitExceeded);
    expect(await page.getByTestId('field-error-email').textContent()).toBe(FORM_VALIDATION_MESSAGES.emailInvalid);
    expect(saves).toEqual([]);

    await field('name').locator('input').nth(0).fill('Ann');
    await field('name').locator('input').nth(1).fill('Lee');
    await field('email').locator('input').fill('ann@example.com');
    await field('topic').locator('select').selectOption('An order');
    await message.fill('Where is <script>window.hacked=1</script>my parcel?');
    expect(await page.getByTestId('counter-message').textContent()).toBe(`${'Where is <script>window.hacked=1</script>my parcel?'.length} / 500`);
    for (const [index, part] of ['555', '123', '4567'].entries()) await field('phone').locator('input').nth(index).fill(part);
    await field('contact').getByLabel('Phone').check();
    await field('interests').getByLabel('Sales').check();
    await field('visit').locator('input[name="visit-Fast checkout"][value="2"]').check();
    await page.waitForSelector('[data-testid="captcha-badge"][data-captcha="passed"]', { timeout: 30_000 });
    await page.getByTestId('form-submit').click();

    const done = page.getByTestId('form-submitted');
    await done.waitFor();
    expect(await done.textContent()).toBe('Thank you! We will get back to you within two days.');
    expect(await page.getByTestId('form-block').count()).toBe(0);
    expect(saves).toHaveLength(1);
    const sent = JSON.parse(JSON.parse(saves[0]!).form as string) as Record<string, unknown>;
    expect(sent).toMatchObject({ message: 'Where is my parcel?', phone: ['555', '123', '4567'], contact: 'Phone', interests: ['Sales'], visit: { 'Fast checkout': '2' }, source: 'e2e' });

    const formId = path.split('/').pop()!;
    await signInAsOwner(page.context());
    const submissions = (await (await page.request.get(`${storefrontUrl()}/api/rest/forms/${formId}/submissions`)).json()) as Array<{ values: Array<{ fieldId: string; value: string; values: string[] }> }>;
    const latest = Object.fromEntries(submissions[0]!.values.map((value) => [value.fieldId, value]));
    expect(latest.message!.value).toBe('Where is my parcel?');
    expect(latest.phone!.values).toEqual(['', '555', '123', '4567']);
    expect(latest.source!.value).toBe('e2e');

    // The owner console lists the form and its submissions, with the CSV export.
    await page.goto(`${storefrontUrl()}/config/demo-site/forms`);
    await page.getByTestId('form-list').locator(`a[href$="/forms/${formId}"]`).click();
    await page.getByTestId('submission-row').filter({ hasText: 'Where is my parcel?' }).first().waitFor();
    const csvPath = (await page.getByTestId('submissions-csv').getAttribute('href'))!;
    const csv = await page.request.get(`${storefrontUrl()}${csvPath}`);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    expect(await csv.text()).toContain('Where is my parcel?');
  });
});

/** A stored submission's value as the owner API lists it (spec §3 form summary field). */
interface StoredValue {
  readonly fieldId: string;
  readonly type: string;
  readonly value?: string;
  readonly values?: string[];
  readonly answers?: Record<string, string>;
}

describe('a contact form with every field type', () => {
  it('shows the §5 errors above the fields, then stores every field in its §3 shape', async () => {
    // All 20 types of spec §3: the fixture's 19 and the unnamed single-value default type.
    const fields = [...CONTACT_FIELDS, formField('reference', FormFieldType.DEFAULT, { title: 'Reference', required: true })];
    expect(new Set(fields.map((one) => one.type)).size).toBe(Object.values(FormFieldType).length);
    const created = await ownerCall('POST', '/api/rest/forms', { blockType: BlockType.FORM, name: `Every field ${Date.now()}`, fields, submissionMessage: 'Every field arrived.' });
    const formId = created.formId as string;
    await openHydrated(page, `${storefrontUrl()}/form/${formId}?utm_source=e2e-every`);

    // The section is drawn as a heading with its underline; the hidden field not at all.
    expect(await page.locator('.form-section.form-section-underline h3').textContent()).toBe('About you');
    expect(await page.getByTestId('form-field-source').count()).toBe(0);

    await page.getByTestId('form-submit').click();
    for (const id of ['name', 'email', 'message', 'contact', 'reference']) expect(await page.getByTestId(`field-error-${id}`).textContent()).toBe(FORM_VALIDATION_MESSAGES.required);
    // Optional fields pass empty; likert is never required.
    for (const id of ['phone', 'address', 'date', 'time', 'topics', 'country', 'service', 'website', 'number', 'budget', 'secret', 'twitter', 'subject']) expect(await page.getByTestId(`field-error-${id}`).count()).toBe(0);
    expect(await page.getByTestId('form-banner-above').textContent()).toBe(FORM_MESSAGES.problemAbove);

    await field('email').locator('input').fill('ann@');
    await field('message').locator('textarea').fill('y'.repeat(201));
    await page.getByTestId('form-submit').click();
    expect(await page.getByTestId('field-error-email').textContent()).toBe(FORM_VALIDATION_MESSAGES.emailInvalid);
    expect(await page.getByTestId('field-error-message').textContent()).toBe(FORM_VALIDATION_MESSAGES.characterLimitExceeded);
    expect(await page.getByTestId('field-error-name').textContent()).toBe(FORM_VALIDATION_MESSAGES.required);
    const errorBox = await page.getByTestId('field-error-email').boundingBox();
    const titleBox = await field('email').locator('.field-title').boundingBox();
    expect(errorBox!.y + errorBox!.height).toBeLessThanOrEqual(titleBox!.y);

    const fillParts = async (id: string, parts: readonly string[]) => {
      for (const [index, part] of parts.entries()) await field(id).locator('input').nth(index).fill(part);
    };
    await fillParts('name', ['Ann', 'Lee']);
    await field('email').locator('input').fill('ann@example.com');
    await field('message').locator('textarea').fill('Where is <b>my</b> order?');
    await fillParts('phone', ['555', '123', '4567']);
    await fillParts('address', ['1 Main St', 'Flat 2', 'Paris', 'IDF', '75001', 'France']);
    await fillParts('date', ['11', '25', '2026']);
    await fillParts('time', ['10', '30', '00', 'AM']);
    await field('topics').getByLabel('Returns').check();
    await field('topics').getByLabel('Orders').check();
    await field('contact').getByLabel('Phone').check();
    await field('country').locator('select').selectOption('Japan');
    await field('service').locator('input[name="service-Fast"][value="2"]').check();
    await field('service').locator('input[name="service-Friendly"][value="-1"]').check();
    // Website, number, currency, password, twitter and text: one input each.
    for (const [id, text] of Object.entries(CONTACT_TEXT_VALUES)) await field(id).locator('input').fill(text);
    expect(await field('budget').textContent()).toContain('$');
    expect(await field('secret').locator('input').getAttribute('type')).toBe('password');
    await field('reference').locator('input').fill('R-7');
    await page.getByTestId('form-submit').click();
    await page.getByTestId('form-submitted').waitFor();
    expect(await page.getByTestId('form-submitted').textContent()).toBe('Every field arrived.');

    await signInAsOwner(page.context());
    const submissions = (await (await page.request.get(`${storefrontUrl()}/api/rest/forms/${formId}/submissions`)).json()) as Array<{ values: StoredValue[] }>;
    expect(submissions).toHaveLength(1);
    // Every stored value carries all three places (text, list, answers); each type's shape decides which is read.
    const listTypes: string[] = [FormFieldType.NAME, FormFieldType.ADDRESS, FormFieldType.DATE, FormFieldType.TIME, FormFieldType.PHONE, FormFieldType.CHECKBOX];
    const shaped = ({ type, value, values, answers }: StoredValue) => (listTypes.includes(type) ? values : type === FormFieldType.LIKERT ? answers : value);
    const stored = Object.fromEntries(submissions[0]!.values.map((one) => [one.fieldId, shaped(one)]));
    expect(stored).toEqual({
      name: ['Ann', 'Lee'],
      email: 'ann@example.com',
      message: 'Where is my order?',
      phone: ['', '555', '123', '4567'],
      address: ['1 Main St', 'Flat 2', 'Paris', 'IDF', '75001', 'France'],
      date: ['11', '25', '2026'],
      time: ['10', '30', '00', 'AM'],
      topics: ['Returns', 'Orders'],
      contact: 'Phone',
      country: 'Japan',
      service: { Fast: '2', Friendly: '-1' },
      ...CONTACT_TEXT_VALUES,
      reference: 'R-7',
      source: 'e2e-every',
    });
  });
});

describe('captcha badge size', () => {
  it('turns compact when the form narrows under 320 px and back when it widens, without a reload', async () => {
    const path = await formPath('Contact');
    await page.setViewportSize({ width: 1024, height: 800 });
    await openHydrated(page, `${storefrontUrl()}${path}`);
    const badge = page.getByTestId('captcha-badge');
    const form = page.getByTestId('form-block');
    expect(await badge.getAttribute('class')).not.toContain('captcha-compact');
    await page.setViewportSize({ width: 300, height: 800 });
    expect(await form.evaluate((node) => (node as HTMLElement).offsetWidth)).toBeLessThan(320);
    await page.locator('[data-testid="captcha-badge"].captcha-compact').waitFor({ state: 'attached' });
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.locator('[data-testid="captcha-badge"]:not(.captcha-compact)').waitFor({ state: 'attached' });
  });
});

describe('newsletter block', () => {
  it('signs an address up and shows the success text', async () => {
    await openHydrated(page, `${storefrontUrl()}${await formPath('Newsletter')}`);
    const block = page.getByTestId('newsletter-block');
    await block.locator('input').fill('reader@example.com');
    await block.getByTestId('form-submit').click();
    await page.getByTestId('form-submitted').waitFor();
    expect(await page.getByTestId('form-submitted').textContent()).toBe('You are on the list!');
  });
});
