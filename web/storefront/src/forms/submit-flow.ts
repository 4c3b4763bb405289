import { FORM_MESSAGES, FORM_VALIDATION_MESSAGES, type FormContentSource, formSubmissionErrorMessage } from '@mercato/spec';
import { checkValues, type FieldErrors } from '@mercato/forms/domain/fields/field-validation';
import type { FieldValue, FormFieldDefinition } from '@mercato/forms/domain/fields/form-field';
import { sanitizeFieldValue } from '@mercato/forms/domain/fields/sanitize';

/** An answer of the forms API: its status and JSON body (the error envelope on failure). */
export interface ApiAnswer {
  readonly status: number;
  readonly body: { readonly message?: string; readonly errors?: Record<string, string>; readonly key?: string };
}

/** The calls of spec §7 the flow makes, so specs can answer them without a server. */
export interface FormsCalls {
  validate(formId: string, values: Readonly<Record<string, FieldValue>>): Promise<ApiAnswer>;
  submissionKey(): Promise<ApiAnswer>;
  save(body: Readonly<Record<string, string>>): Promise<ApiAnswer>;
}

export type SubmitOutcome =
  | { readonly kind: 'saved' }
  /** Field errors by id, or a general message, or both; the form unlocks to show them. */
  | { readonly kind: 'failed'; readonly fieldErrors: FieldErrors; readonly message: string };

export interface SubmitInput {
  readonly formId: string;
  readonly fields: readonly FormFieldDefinition[];
  readonly values: Readonly<Record<string, FieldValue>>;
  /** Null when the form asks for a captcha the visitor has not passed; undefined when it asks for none. */
  readonly captchaKey: string | null | undefined;
  readonly page: PageOfSubmission;
}

/** Spec §3 submission body's page part: a block on a content page also names that page and its source. */
export interface PageOfSubmission {
  readonly pageTitle: string;
  readonly pagePath: string;
  readonly pageId?: string;
  readonly contentSource?: FormContentSource;
}

const failed = (message: string, fieldErrors: FieldErrors = {}): SubmitOutcome => ({ kind: 'failed', fieldErrors, message });

/**
 * Spec §4 submit flow after the lock, in its order: validate (here, then on the server), check the
 * captcha, fetch the one-time key, sanitize the fields, save. The first step that fails ends it.
 */
export async function runSubmitFlow(calls: FormsCalls, input: SubmitInput): Promise<SubmitOutcome> {
  const local = checkValues(input.fields, input.values).errors;
  if (Object.keys(local).length > 0) return failed(FORM_VALIDATION_MESSAGES.someFieldsInvalid, local);
  const validated = await calls.validate(input.formId, input.values).catch(() => undefined);
  if (!validated) return failed(FORM_MESSAGES.processingError);
  if (validated.status === 400 && validated.body.errors) return failed(FORM_VALIDATION_MESSAGES.someFieldsInvalid, validated.body.errors);
  if (validated.status >= 300) return failed(formSubmissionErrorMessage(validated.status, validated.body.message));

  if (input.captchaKey === null) return failed(FORM_MESSAGES.captchaFailed);

  const key = await calls.submissionKey().catch(() => undefined);
  if (!key || key.status !== 200 || !key.body.key) return failed(FORM_MESSAGES.submissionKeyUnavailable);

  const sanitized = Object.fromEntries(Object.entries(input.values).map(([fieldId, value]) => [fieldId, sanitizeFieldValue(value)]));
  const saved = await calls
    .save({
      key: key.body.key,
      formId: input.formId,
      form: JSON.stringify(sanitized),
      ...(input.captchaKey ? { captchaKey: input.captchaKey } : {}),
      pageTitle: input.page.pageTitle,
      pagePath: input.page.pagePath,
      ...(input.page.pageId ? { pageId: input.page.pageId } : {}),
      ...(input.page.contentSource ? { contentSource: input.page.contentSource } : {}),
    })
    .catch(() => undefined);
  if (!saved) return failed(formSubmissionErrorMessage(500));
  if (saved.status === 200) return { kind: 'saved' };
  if (saved.status === 400 && saved.body.errors && Object.keys(saved.body.errors).length > 0) return failed(saved.body.message ?? FORM_VALIDATION_MESSAGES.someFieldsInvalid, saved.body.errors);
  return failed(formSubmissionErrorMessage(saved.status, saved.body.message));
}

/** The browser's calls, same origin with the visitor's cookies. */
export const browserFormsCalls: FormsCalls = {
  validate: (formId, values) => postJson(`/api/rest/forms/validate/${encodeURIComponent(formId)}`, values),
  submissionKey: () => postJson('/api/form/FormSubmissionKey', {}),
  save: (body) => postJson('/api/form/SaveFormSubmission', body),
};

async function postJson(path: string, body: unknown): Promise<ApiAnswer> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  let parsed: ApiAnswer['body'] = {};
  try {
    parsed = text ? (JSON.parse(text) as ApiAnswer['body']) : {};
  } catch {
    // A proxy's HTML error page: the status alone decides the message.
  }
  return { status: response.status, body: parsed };
}
