import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ContributorService } from '@mercato/accounts/application';
import { ContributorRole } from '@mercato/spec';
import type { ApiClient } from './api-client';

export const FORMS_OWNER = { email: 'forms-owner@it.test', password: 'forms owner password' };

/** FORMS_OWNER edits the site `websiteId` (an editor may build forms and read submissions). */
export async function createFormsOwner(contributors: ContributorService, websiteId: string): Promise<void> {
  await contributors.create({ ...FORMS_OWNER, displayName: 'Forms owner', roles: [{ websiteId, role: ContributorRole.EDITOR }] });
}

/** The storefront's save sequence after validation: fetch a one-time key, then save with it. */
export async function submitForm(call: ApiClient['call'], formId: string, values: Record<string, unknown>, extra: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const key = await call('POST', '/api/form/FormSubmissionKey', { headers });
  expect(key.status).toBe(200);
  return call('POST', '/api/form/SaveFormSubmission', { headers, body: { key: key.body.key, formId, form: JSON.stringify(values), pagePath: '/contact', pageTitle: 'Contact', ...extra } });
}

/** Solves the site's ALTCHA challenge as the widget does and answers the payload it sends. */
export async function solvedAltchaPayload(call: ApiClient['call']): Promise<string> {
  const response = await call('GET', '/api/form/captcha/challenge');
  expect(response.status).toBe(200);
  const challenge = response.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('ALTCHA challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
