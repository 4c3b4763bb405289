import type { CaptchaSettings } from '@mercato/runtime';
import { CaptchaProvider, type CaptchaVerdict, type CaptchaVerifier } from '@mercato/forms/application';

/** The deployment's v2 keys and endpoints (`RuntimeConfig.forms.captcha`) and how long a siteverify may take. */
export type RecaptchaV2Settings = Omit<Extract<CaptchaSettings, { provider: 'recaptcha-v2' }>, 'provider'> & { readonly timeoutMs: number };

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The siteverify answer fields this verifier reads. */
interface SiteverifyAnswer {
  readonly success?: boolean;
  readonly 'error-codes'?: readonly string[];
}

/** reCAPTCHA classic (v2): the token is checked with siteverify (secret, response, remoteip). */
export class RecaptchaV2Captcha implements CaptchaVerifier {
  readonly widget;

  constructor(private readonly settings: RecaptchaV2Settings) {
    this.widget = { provider: CaptchaProvider.RECAPTCHA_V2, siteKey: settings.siteKey, scriptUrl: settings.scriptUrl ?? RECAPTCHA_SCRIPT_URL } as const;
  }

  async verify(token: string, expected: { readonly remoteAddress: string }): Promise<CaptchaVerdict> {
    const body = new URLSearchParams({ secret: this.settings.secret, response: token, remoteip: expected.remoteAddress });
    const answer = await postJson<SiteverifyAnswer>(this.settings.verifyUrl, { body, timeoutMs: this.settings.timeoutMs });
    if (!answer) return { passed: false, reason: 'siteverify unreachable' };
    return answer.success === true ? { passed: true } : { passed: false, reason: (answer['error-codes'] ?? ['not successful']).join(', ') };
  }
}

/** POSTs to a provider and reads its JSON answer; undefined when it cannot be reached or answers an error. */
export async function postJson<Answer>(url: string, request: { readonly body: URLSearchParams | string; readonly timeoutMs: number }): Promise<Answer | undefined> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': typeof request.body === 'string' ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    return response.ok ? ((await response.json()) as Answer) : undefined;
  } catch {
    return undefined;
  }
}
