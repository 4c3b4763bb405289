/**
 * What the forms context publishes to other contexts: its captcha port (restock sign-ups use the
 * same provider as forms) and the mailing-list subscription that another context may ask for.
 */
export { CAPTCHA_VERIFIER, CaptchaProvider, type CaptchaVerdict, type CaptchaVerifier, type CaptchaWidgetSettings } from '@mercato/forms/application';
export * from './http-captcha-verifier';
