import type { CaptchaSettings } from '@mercato/runtime';
import type { CaptchaAction } from '@mercato/spec';
import { CaptchaProvider, type CaptchaVerdict, type CaptchaVerifier } from '@mercato/forms/application';
import { postJson } from './recaptcha-v2';

/** The deployment's Enterprise v3 keys, endpoints and score threshold (`RuntimeConfig.forms.captcha`) and how long an assessment may take. */
export type RecaptchaEnterpriseSettings = Omit<Extract<CaptchaSettings, { provider: 'recaptcha-enterprise-v3' }>, 'provider'> & { readonly timeoutMs: number };

export const RECAPTCHA_ENTERPRISE_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js';

/** The assessment answer fields this verifier reads. */
interface AssessmentAnswer {
  readonly tokenProperties?: { readonly valid?: boolean; readonly action?: string; readonly invalidReason?: string };
  readonly riskAnalysis?: { readonly score?: number };
}

/**
 * reCAPTCHA Enterprise v3: an assessment of the token for the site key; it passes when the token is
 * valid, was requested for the action of spec §7 this form uses, and scores at least the threshold.
 */
export class RecaptchaEnterpriseCaptcha implements CaptchaVerifier {
  readonly widget;

  constructor(private readonly settings: RecaptchaEnterpriseSettings) {
    this.widget = { provider: CaptchaProvider.RECAPTCHA_ENTERPRISE_V3, siteKey: settings.siteKey, scriptUrl: settings.scriptUrl ?? RECAPTCHA_ENTERPRISE_SCRIPT_URL } as const;
  }

  async verify(token: string, expected: { readonly action: CaptchaAction; readonly remoteAddress: string }): Promise<CaptchaVerdict> {
    const url = `${this.settings.apiUrl}/v1/projects/${encodeURIComponent(this.settings.projectId)}/assessments?key=${encodeURIComponent(this.settings.apiKey)}`;
    const body = JSON.stringify({ event: { token, siteKey: this.settings.siteKey, expectedAction: expected.action, userIpAddress: expected.remoteAddress } });
    const answer = await postJson<AssessmentAnswer>(url, { body, timeoutMs: this.settings.timeoutMs });
    if (!answer) return { passed: false, reason: 'assessment unreachable' };
    const { tokenProperties = {}, riskAnalysis = {} } = answer;
    if (tokenProperties.valid !== true) return { passed: false, reason: tokenProperties.invalidReason ?? 'invalid token' };
    if (tokenProperties.action !== expected.action) return { passed: false, reason: `action ${tokenProperties.action ?? '(none)'} is not ${expected.action}` };
    const score = riskAnalysis.score ?? 0;
    return score >= this.settings.minScore ? { passed: true } : { passed: false, reason: `score ${score} below ${this.settings.minScore}` };
  }
}
