/**
 * What restock needs of a captcha: whether a site asks sign-ups for one, and whether a visitor's
 * token passes. Bound to the forms context's provider (ALTCHA, reCAPTCHA v2, Enterprise v3),
 * required where the site's store settings configure a captcha (`storeSettingsCaptcha`).
 */
export interface RestockCaptcha {
  requiredFor(websiteId: string): Promise<boolean>;
  verify(token: string, remoteAddress: string): Promise<boolean>;
}

export const RESTOCK_CAPTCHA = Symbol('RESTOCK_CAPTCHA');

/** A deployment with no captcha provider: sign-ups are taken without a token. */
export const noCaptcha: RestockCaptcha = { requiredFor: async () => false, verify: async () => true };
