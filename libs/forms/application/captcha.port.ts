import type { CaptchaAction } from '@mercato/spec';

/** The captcha providers a deployment can choose (CAPTCHA_PROVIDER). */
export const CaptchaProvider = { ALTCHA: 'altcha', RECAPTCHA_V2: 'recaptcha-v2', RECAPTCHA_ENTERPRISE_V3: 'recaptcha-enterprise-v3' } as const;
export type CaptchaProvider = (typeof CaptchaProvider)[keyof typeof CaptchaProvider];

export type CaptchaVerdict = { readonly passed: true } | { readonly passed: false; readonly reason: string };

/**
 * What the storefront needs to draw the widget: the provider, its public site key and the script
 * it loads the widget from (none for ALTCHA, whose widget is bundled).
 */
export interface CaptchaWidgetSettings {
  readonly provider: CaptchaProvider;
  readonly siteKey: string;
  readonly scriptUrl: string;
}

/**
 * The captcha port: forms (and restock sign-up, checkout) ask it whether a visitor's token passes.
 * A provider that cannot be reached fails the token, never lets it through.
 */
export interface CaptchaVerifier {
  readonly widget: CaptchaWidgetSettings;
  verify(token: string, expected: { readonly action: CaptchaAction; readonly remoteAddress: string }): Promise<CaptchaVerdict>;
}

export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
