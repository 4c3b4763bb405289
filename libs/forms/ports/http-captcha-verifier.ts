import type { CaptchaAction } from '@mercato/spec';
import type { CaptchaVerdict, CaptchaVerifier } from '@mercato/forms/application';

/** Where services/forms verifies captcha tokens for other processes (not under /api: never proxied). */
export const CAPTCHA_INTERNAL_PATH = 'internal/forms-captcha';

/** What another process sends to have a visitor's token checked. */
export interface CaptchaVerificationRequest {
  readonly token: string;
  readonly action: CaptchaAction;
  readonly remoteAddress: string;
}

/**
 * The forms context's captcha verification for a process without the forms database (restock in
 * distributed mode): the forms service checks the token with its own provider, so an ALTCHA
 * challenge it issued verifies, and is spent, in one place. The service unreachable counts as a
 * failed check: a sign-up is then refused, never let through unchecked.
 */
export class HttpCaptchaVerifier implements Pick<CaptchaVerifier, 'verify'> {
  constructor(
    private readonly formsServiceUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async verify(token: string, expected: { readonly action: CaptchaAction; readonly remoteAddress: string }): Promise<CaptchaVerdict> {
    const request: CaptchaVerificationRequest = { token, ...expected };
    const url = `${this.formsServiceUrl}/${CAPTCHA_INTERNAL_PATH}/verify`;
    try {
      const response = await this.fetchImpl(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request), signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return { passed: false, reason: `forms service answered ${response.status} at ${url}` };
      return (await response.json()) as CaptchaVerdict;
    } catch (error) {
      return { passed: false, reason: `forms service unreachable at ${url}: ${String(error)}` };
    }
  }
}
