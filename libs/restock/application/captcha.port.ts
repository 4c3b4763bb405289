/**
 * What restock needs of a captcha provider: whether a visitor's token passes. The forms context
 * builds the providers (ALTCHA, reCAPTCHA v2, Enterprise v3); a deployment without a captcha
 * provides one that is not `enabled`, and sign-ups then need no token.
 */
export interface RestockCaptcha {
  readonly enabled: boolean;
  verify(token: string, remoteAddress: string): Promise<boolean>;
}

export const RESTOCK_CAPTCHA = Symbol('RESTOCK_CAPTCHA');

/** No captcha configured: sign-ups are taken without a token. */
export const noCaptcha: RestockCaptcha = { enabled: false, verify: async () => true };
