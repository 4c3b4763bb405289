import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { FormReader, submissionStream, submissionStreamId } from '@mercato/forms/application';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BlockType, FORM_MESSAGES, FORM_VALIDATION_MESSAGES, INTERFACE_STRINGS, formSubmissionErrorMessage } from '@mercato/spec';
import { CONTACT_FIELDS, CONTACT_TEXT_VALUES } from '@mercato/forms/testing';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner, solvedAltchaPayload, submitForm } from './support/forms';

/**
 * Spec §7/§8 forms through the gateway, on whichever transport EVENT_TRANSPORT names: the owner
 * defines forms and lists, a visitor validates, fetches keys and submits; every status of §8.
 */
const WEBSITE = 'forms-site';
const HOST = 'forms-shop.localhost';
const RATE_LIMIT = 3;

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let owner: string;
let contactFormId: string;

const query = <Row>(sql: string, parameters: unknown[] = []): Promise<Row[]> => gateway.runtime.dataSource.query(sql, parameters);

/** Values for every field of CONTACT_FIELDS, valid. */
const CONTACT_VALUES = {
  name: ['Ann', 'Lee'],
  email: 'ann@example.com',
  message: 'Where is my <script>alert("x")</script>order?',
  phone: ['555', '123', '4567'],
  address: ['1 Main St', '', 'Paris', '', '75001', 'France'],
  date: ['11', '25', '2026'],
  time: ['10', '30', '00', 'AM'],
  topics: ['Orders'],
  contact: 'Email',
  country: 'Japan',
  service: { Fast: '2', Friendly: '1' },
  ...CONTACT_TEXT_VALUES,
  source: 'newsletter',
};

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...process.env, FORMS_SUBMISSIONS_PER_MINUTE: String(RATE_LIMIT), ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '50', DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-forms-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('forms-api') }),
  });
  ({ call } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createFormsOwner(gateway.app.get(ContributorService), WEBSITE);
  owner = await apiClient(gateway.url, HOST).login(FORMS_OWNER);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`forms (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('answers the schema of a form block and a newsletter block, and refuses other block types', async () => {
    const form = await call('GET', `/api/template/GetTemplateSchema?type=${BlockType.FORM}`);
    expect(form.status).toBe(200);
    expect(form.body.fieldsets).toEqual({ BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 });
    expect(form.body.fieldTypes).toContainEqual({ type: 'textarea', properties: ['description', 'placeholder', 'required', 'maxLength'] });
    expect(form.body.fieldTypes).toContainEqual({ type: 'hidden', properties: ['key', 'value'] });
    expect((await call('GET', `/api/template/GetTemplateSchema?type=${BlockType.NEWSLETTER}`)).body.name).toBe('newsletter');
    expect((await call('GET', '/api/template/GetTemplateSchema?type=3')).status).toBe(400);
  });

  it('lets only an owner define forms, and defines a contact form with every field type', async () => {
    const body = { blockType: BlockType.FORM, name: 'Contact', fields: CONTACT_FIELDS, submissionMessage: 'Thank you!' };
    expect((await call('POST', '/api/rest/forms', { body })).status).toBe(401);
    const created = await call('POST', '/api/rest/forms', { body, cookie: owner });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'defined', websiteId: WEBSITE, revision: 1, definition: { name: 'Contact', submissionMessage: 'Thank you!' } });
    contactFormId = created.body.formId;
    const listed = await call('GET', '/api/rest/forms', { cookie: owner });
    expect(listed.body).toEqual([{ formId: contactFormId, name: 'Contact', blockType: BlockType.FORM, revision: 1, submissions: 0 }]);
  });

  it('refuses a broken definition with the field it is about, writing nothing', async () => {
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM es_events');
    const bad = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Bad', fields: [{ id: 'pick', type: 'select', title: 'Pick' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'fields.0.options': 'A choice field needs at least one option.' });
    expect(await query('SELECT count(*)::int AS n FROM es_events')).toEqual(before);
  });

  it('validates values with the spec §5 messages by field id, writing nothing', async () => {
    const failed = await call('POST', `/api/rest/forms/validate/${contactFormId}`, { body: { email: 'not-an-email', message: 'x'.repeat(201) } });
    expect(failed.status).toBe(400);
    expect(failed.body.message).toBe(FORM_VALIDATION_MESSAGES.someFieldsInvalid);
    expect(failed.body.errors).toEqual({
      name: FORM_VALIDATION_MESSAGES.required,
      email: FORM_VALIDATION_MESSAGES.emailInvalid,
      message: FORM_VALIDATION_MESSAGES.characterLimitExceeded,
      contact: FORM_VALIDATION_MESSAGES.required,
    });
    expect((await call('POST', `/api/rest/forms/validate/${contactFormId}`, { body: CONTACT_VALUES })).status).toBe(200);
    const unknown = await call('POST', '/api/rest/forms/validate/nope', { body: {} });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This form has not been configured yet.');
  });

  it('saves a submission: the shapes of §3 stored, markup stripped, one FormSubmitted event on forms.events.v1', async () => {
    const saved = await submitForm(call, contactFormId, CONTACT_VALUES);
    expect(saved.status).toBe(200);
    const submissions = await call('GET', `/api/rest/forms/${contactFormId}/submissions`, { cookie: owner });
    expect(submissions.body).toHaveLength(1);
    const values = Object.fromEntries(submissions.body[0].values.map((value: { fieldId: string }) => [value.fieldId, value]));
    expect(values.message.value).toBe('Where is my order?');
    expect(values.phone.values).toEqual(['', '555', '123', '4567']);
    expect(values.service.answers).toEqual({ Fast: '2', Friendly: '1' });
    expect(values.about).toBeUndefined();
    const events = await query<{ topic: string; data: unknown }>(`SELECT topic, data FROM es_events WHERE event_type = 'FormSubmitted'`);
    expect(events).toHaveLength(1);
    expect(events[0]!.topic).toBe('forms.events.v1');
    expect(JSON.stringify(events[0]!.data)).not.toMatch(/<script/i);
  });

  it('spends a key once: reuse, an expired key and an unknown key answer 401 with the spec text', async () => {
    const key = (await call('POST', '/api/form/FormSubmissionKey')).body.key as string;
    const body = { key, formId: contactFormId, form: JSON.stringify(CONTACT_VALUES) };
    expect((await call('POST', '/api/form/SaveFormSubmission', { body })).status).toBe(200);
    const reused = await call('POST', '/api/form/SaveFormSubmission', { body });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe(formSubmissionErrorMessage(401));
    const expiring = (await call('POST', '/api/form/FormSubmissionKey')).body.key as string;
    await query(`UPDATE form_submission_keys SET expires_at = now() - interval '1 second' WHERE key = $1`, [expiring]);
    expect((await call('POST', '/api/form/SaveFormSubmission', { body: { ...body, key: expiring } })).status).toBe(401);
    expect((await call('POST', '/api/form/SaveFormSubmission', { body: { ...body, key: 'made-up' } })).status).toBe(401);
  });

  it('answers 404 with "This form has not been configured yet." for an unknown form', async () => {
    const saved = await submitForm(call, 'no-such-form', {});
    expect(saved.status).toBe(404);
    expect(saved.body.message).toBe('This form has not been configured yet.');
  });

  it('answers 400 with the errors map and leaves the key unspent, so the visitor can fix and resend', async () => {
    const key = (await call('POST', '/api/form/FormSubmissionKey')).body.key as string;
    const failed = await call('POST', '/api/form/SaveFormSubmission', { body: { key, formId: contactFormId, form: JSON.stringify({ ...CONTACT_VALUES, email: 'nope', contact: 'Pigeon' }) } });
    expect(failed.status).toBe(400);
    expect(failed.body.errors).toEqual({ email: FORM_VALIDATION_MESSAGES.emailInvalid, contact: 'Pigeon is not one of the expected options' });
    const unparsable = await call('POST', '/api/form/SaveFormSubmission', { body: { key, formId: contactFormId, form: '[1,2' } });
    expect(unparsable.status).toBe(400);
    expect(unparsable.body.message).toBe(FORM_MESSAGES.fieldsUnparsable);
    expect((await call('POST', '/api/form/SaveFormSubmission', { body: { key, formId: contactFormId, form: JSON.stringify(CONTACT_VALUES) } })).status).toBe(200);
  });

  it('refuses a form text over the size cap before anything is written', async () => {
    const before = await query('SELECT count(*)::int AS n FROM form_submissions');
    const huge = await submitForm(call, contactFormId, { ...CONTACT_VALUES, subject: 'x'.repeat(70 * 1024) });
    expect(huge.status).toBe(400);
    expect(await query('SELECT count(*)::int AS n FROM form_submissions')).toEqual(before);
  });

  it('limits submissions per form and address: 429 with the spec text', async () => {
    // Three saves above already count against this address's minute.
    const limited = await submitForm(call, contactFormId, CONTACT_VALUES);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    // Another address is not limited.
    const elsewhere = await submitForm(call, contactFormId, CONTACT_VALUES, {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(elsewhere.status).toBe(200);
  });

  it('exports the submissions as CSV, one column per field', async () => {
    const csv = await call('GET', `/api/rest/forms/${contactFormId}/submissions.csv`, { cookie: owner });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Submitted,Name,Email,Message,Phone,Address,Date,Time,Topics,Contact by,Country,Service,Website,Order number,Budget,Secret,Twitter,Subject,source,Page');
    expect(lines).toHaveLength(1 + RATE_LIMIT + 1);
    expect(lines[1]).toContain('Ann Lee,ann@example.com,Where is my order?');
  });

  it('keeps a client over the limit limited when it prepends made-up addresses to X-Forwarded-For', async () => {
    // One trusted hop (the default): the rightmost entry is what our proxy appended, the client's own address.
    const client = '203.0.113.50';
    for (let sent = 0; sent < RATE_LIMIT; sent++) expect((await submitForm(call, contactFormId, CONTACT_VALUES, {}, { 'x-forwarded-for': client })).status).toBe(200);
    for (const spoofed of ['198.51.100.1', '198.51.100.2, 198.51.100.3']) {
      const limited = await submitForm(call, contactFormId, CONTACT_VALUES, {}, { 'x-forwarded-for': `${spoofed}, ${client}` });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Unable to submit form. Submission rate limit exceeded. Please try again later.');
    }
  });

  it('checks the captcha of a form that asks for one: none or a replayed solution fails, a solved challenge passes', async () => {
    const created = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Guarded', fields: [{ id: 'note', type: 'text', title: 'Note', required: true }], captchaEnabled: true } });
    const formId = created.body.formId as string;
    const page = await call('GET', `/api/form/definitions/${formId}`);
    expect(page.body).toMatchObject({ formId, captcha: { enabled: true, theme: 'light', alignment: 'left' }, captchaWidget: { provider: 'altcha', siteKey: '' } });
    expect(page.body.notificationEmail).toBeUndefined();
    const missing = await submitForm(call, formId, { note: 'hi' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(FORM_MESSAGES.captchaFailed);
    const payload = await solvedAltchaPayload(call);
    expect((await submitForm(call, formId, { note: 'hi' }, { captchaKey: payload })).status).toBe(200);
    const replayed = await submitForm(call, formId, { note: 'again' }, { captchaKey: payload });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(FORM_MESSAGES.captchaFailed);
  });

  it('subscribes a newsletter form address to its mailing list once, recording the newsletter-subscribe event', async () => {
    const body = { blockType: BlockType.NEWSLETTER, name: 'News', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] };
    const noList = await call('POST', '/api/rest/forms', { cookie: owner, body });
    expect(noList.status).toBe(409);
    expect(noList.body.message).toBe(INTERFACE_STRINGS.noMailingLists);
    const list = await call('POST', '/api/rest/forms/newsletter/mailing-lists', { cookie: owner, body: { name: 'Customers' } });
    expect(list.status).toBe(201);
    const form = await call('POST', '/api/rest/forms', { cookie: owner, body: { ...body, mailingListId: list.body.mailingListId } });
    expect(form.status).toBe(201);
    expect((await submitForm(call, form.body.formId, { email: 'Bob@Example.com' })).status).toBe(200);
    expect((await submitForm(call, form.body.formId, { email: 'bob@example.com' })).status).toBe(200);
    expect((await call('GET', '/api/rest/forms/newsletter/mailing-lists', { cookie: owner })).body).toEqual([{ mailingListId: list.body.mailingListId, name: 'Customers', subscribers: 1 }]);
    const subscribed = await query<{ data: { email: string } }>(`SELECT data FROM es_events WHERE event_type = 'MailingListSubscribed'`);
    expect(subscribed.map((row) => row.data.email)).toEqual(['bob@example.com']);

    // A process that died between the submission's commit and the subscription: only the
    // submission is stored. The newsletter reactor subscribes its address from the published event.
    const newsletter = await gateway.app.get(FormReader).definedForm(WEBSITE, form.body.formId);
    const submissionId = 'died-before-subscribing';
    await runCommand(gateway.app.get(PostgresEventStore), {
      stream: submissionStream,
      streamId: submissionStreamId(submissionId),
      command: { type: 'SubmitForm', submissionId, form: newsletter, values: { email: 'carol@example.com' }, page: { pageTitle: '', pageId: '', contentSource: '', pagePath: '', pagePermissionTypeValue: '' }, submittedAt: new Date().toISOString() },
    });
    await eventually(async () => {
      expect((await call('GET', '/api/rest/forms/newsletter/mailing-lists', { cookie: owner })).body).toEqual([{ mailingListId: list.body.mailingListId, name: 'Customers', subscribers: 2 }]);
    });
    // Bob's submissions reached the reactor too, and added nothing: one event per address.
    const everyone = await query<{ data: { email: string } }>(`SELECT data FROM es_events WHERE event_type = 'MailingListSubscribed' ORDER BY global_position`);
    expect(everyone.map((row) => row.data.email)).toEqual(['bob@example.com', 'carol@example.com']);
  });

  it('answers 500 "Unable to send form. Please try again later." when the submission store fails: nothing stored, the key still good', async () => {
    const created = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Fragile', fields: [{ id: 'note', type: 'text', title: 'Note', required: true }] } });
    const formId = created.body.formId as string;
    const key = (await call('POST', '/api/form/FormSubmissionKey')).body.key as string;
    const body = { key, formId, form: JSON.stringify({ note: 'hello' }) };
    const stored = async () => ({
      rows: (await query<{ n: number }>('SELECT count(*)::int AS n FROM form_submissions WHERE form_id = $1', [formId]))[0]!.n,
      events: (await query<{ n: number }>(`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'FormSubmitted' AND data->>'formId' = $1`, [formId]))[0]!.n,
      keySpent: (await query<{ spent: boolean }>('SELECT spent_at IS NOT NULL AS spent FROM form_submission_keys WHERE key = $1', [key]))[0]!.spent,
    });
    // The submission table refuses writes (a full disk, a broken constraint): the save's transaction fails after the key was spent in it.
    await query(`CREATE FUNCTION forms_it_refuse_writes() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the submission store is down'; END $$`);
    await query('CREATE TRIGGER forms_it_refuse_writes BEFORE INSERT ON form_submissions FOR EACH ROW EXECUTE FUNCTION forms_it_refuse_writes()');
    try {
      const failed = await call('POST', '/api/form/SaveFormSubmission', { body });
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual({ status: 500, message: formSubmissionErrorMessage(500) });
      expect(await stored()).toEqual({ rows: 0, events: 0, keySpent: false });
    } finally {
      await query('DROP TRIGGER forms_it_refuse_writes ON form_submissions');
      await query('DROP FUNCTION forms_it_refuse_writes()');
    }
    // The visitor resends with the same key once the store is back.
    expect((await call('POST', '/api/form/SaveFormSubmission', { body })).status).toBe(200);
    expect(await stored()).toEqual({ rows: 1, events: 1, keySpent: true });
  });
});
