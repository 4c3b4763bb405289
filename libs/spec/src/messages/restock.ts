import { isValidEmail } from '../rules/email';
import type { SiteLanguageSetting } from '../rules/site-settings';

/** Spec §5 and §8 "Restock" messages. */
export const RESTOCK_MESSAGES = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  enterpriseCaptchaFallback: 'Unable to submit form. Please try again later.',
  enterpriseSiteKeyMissing: 'Enterprise V3 ReCaptcha site key not found',
  signedUp: 'Signed up!',
} as const;

/** Spec §8: success text unless the site sets its own. */
export function restockSuccessMessage(siteMessage?: string): string {
  return siteMessage || RESTOCK_MESSAGES.signedUp;
}

/** Spec §8: failures show the server's message, else the general fallback the enterprise captcha path uses. */
export function restockFailureMessage(serverMessage?: string): string {
  return serverMessage || RESTOCK_MESSAGES.enterpriseCaptchaFallback;
}

/** Spec §4/§5 "Restock box": a blank or invalid email is refused before any call; undefined means the email may be sent. */
export function restockEmailError(email: string): string | undefined {
  if (email.trim() === '') return RESTOCK_MESSAGES.emailBlank;
  return isValidEmail(email.trim()) ? undefined : RESTOCK_MESSAGES.emailInvalid;
}

/**
 * Spec §3/§7: the sign-up's optional `language`, sent "when multilingual transactional emails are on".
 * No site carries that flag here, so the rule is: a site with more than one language sends the
 * page's current language (its `<html lang>`), so the notice comes in the language the visitor read
 * the page in; a one-language site sends none (the mail is in the site's language anyway). A code
 * of the owner's own is no language tag (spec §7 locale call): none is sent for it.
 */
export function restockSignUpLanguage(languages: readonly SiteLanguageSetting[], pageLanguage: string): string | undefined {
  if (languages.length < 2) return undefined;
  const current = languages.find((language) => language.code.toLowerCase() === pageLanguage.trim().toLowerCase());
  return current && !current.custom ? current.code : undefined;
}
