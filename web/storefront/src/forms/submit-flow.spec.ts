import { FORM_MESSAGES, FORM_VALIDATION_MESSAGES, FormFieldType } from '@mercato/spec';
import { field } from '@mercato/forms/testing';
import { runSubmitFlow, type ApiAnswer, type FormsCalls } from './submit-flow';

const fields = [field('email', FormFieldType.EMAIL, { required: true }), field('note', FormFieldType.TEXT)];
const input = { formId: 'form-1', fields, values: { email: 'ann@example.com', note: '<b>hi</b>' }, captchaKey: undefined, page: { pageTitle: 'Contact', pagePath: '/contact' } };
const ok = (body: ApiAnswer['body'] = {}): ApiAnswer => ({ status: 200, body });

/** Calls that answer as given and record their order. */
function calls(answers: Partial<Record<keyof FormsCalls, ApiAnswer>> = {}) {
  const made: string[] = [];
  const saved: Array<Readonly<Record<string, string>>> = [];
  const api: FormsCalls = {
    validate: async () => (made.push('validate'), answers.validate ?? ok()),
    submissionKey: async () => (made.push('key'), answers.submissionKey ?? ok({ key: 'k1' })),
    save: async (body) => (made.push('save'), saved.push(body), answers.save ?? ok()),
  };
  return { api, made, saved };
}

describe('the form submit flow (spec §4)', () => {
  it('validates, fetches the key, then saves the sanitized fields with it', async () => {
    const { api, made, saved } = calls();
    expect(await runSubmitFlow(api, input)).toEqual({ kind: 'saved' });
    expect(made).toEqual(['validate', 'key', 'save']);
    expect(saved[0]).toEqual({ key: 'k1', formId: 'form-1', form: JSON.stringify({ email: 'ann@example.com', note: 'hi' }), pageTitle: 'Contact', pagePath: '/contact' });
  });

  it('stops at its own validation without calling the server', async () => {
    const { api, made } = calls();
    expect(await runSubmitFlow(api, { ...input, values: { email: '' } })).toEqual({ kind: 'failed', fieldErrors: { email: 'Required' }, message: FORM_VALIDATION_MESSAGES.someFieldsInvalid });
    expect(made).toEqual([]);
  });

  it("shows the server validation's errors by field", async () => {
    const { api, made } = calls({ validate: { status: 400, body: { errors: { note: 'Too odd' } } } });
    expect(await runSubmitFlow(api, input)).toEqual({ kind: 'failed', fieldErrors: { note: 'Too odd' }, message: FORM_VALIDATION_MESSAGES.someFieldsInvalid });
    expect(made).toEqual(['validate']);
  });

  it('refuses to go on without a passed captcha', async () => {
    const { api, made } = calls();
    expect(await runSubmitFlow(api, { ...input, captchaKey: null })).toEqual({ kind: 'failed', fieldErrors: {}, message: FORM_MESSAGES.captchaFailed });
    expect(made).toEqual(['validate']);
  });

  it('says the key could not be had when the key call fails', async () => {
    const { api } = calls({ submissionKey: { status: 500, body: {} } });
    expect(await runSubmitFlow(api, input)).toMatchObject({ message: FORM_MESSAGES.submissionKeyUnavailable });
  });

  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
  ])('shows spec §8 text for a %i save', async (status, message) => {
    const { api } = calls({ save: { status, body: { message: 'server words' } } });
    expect(await runSubmitFlow(api, input)).toEqual({ kind: 'failed', fieldErrors: {}, message });
  });

  it("falls back to the server's text, then the unknown-error text", async () => {
    expect(await runSubmitFlow(calls({ save: { status: 409, body: { message: 'Conflict here' } } }).api, input)).toMatchObject({ message: 'Conflict here' });
    expect(await runSubmitFlow(calls({ save: { status: 409, body: {} } }).api, input)).toMatchObject({ message: FORM_MESSAGES.unknownError });
  });
});
