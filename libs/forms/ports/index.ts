/**
 * What the forms context publishes to other contexts: its captcha port (restock sign-ups use the
 * same provider as forms), the mailing-list subscription that another context may ask for, and the
 * site's form definitions by id (a product's additional-fields form).
 */
export { CAPTCHA_VERIFIER, CaptchaProvider, type CaptchaVerdict, type CaptchaVerifier, type CaptchaWidgetSettings } from '@mercato/forms/application';
export * from './http-captcha-verifier';
export * from './form-definitions.port';
