import type { CaptchaAction } from '@mercato/spec';
import type { CaptchaWidgetView } from '@mercato/forms/views';

/** The captcha providers a deployment can choose (CAPTCHA_PROVIDER). */
export const CaptchaProvider = { ALTCHA: 'altcha', RECAPTCHA_V2: 'recaptcha-v2', RECAPTCHA_ENTERPRISE_V3: 'recaptcha-enterprise-v3' } as const;
export type CaptchaProvider = (typeof CaptchaProvider)[keyof typeof CaptchaProvider];

export type CaptchaVerdict = { readonly passed: true } | { readonly passed: false; readonly reason: string };

/** What the storefront needs to draw the widget (@mercato/forms/views, which the storefront reads). */
export type CaptchaWidgetSettings = CaptchaWidgetView;

/**
 * The captcha port: forms (and restock sign-up, checkout) ask it whether a visitor's token passes.
 * A provider that cannot be reached fails the token, never lets it through.
 */
export interface CaptchaVerifier {
  readonly widget: CaptchaWidgetSettings;
  verify(token: string, expected: { readonly action: CaptchaAction; readonly remoteAddress: string }): Promise<CaptchaVerdict>;
}

export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
