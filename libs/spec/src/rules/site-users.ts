/**
 * Site-user accounts (spec §6, §7): the header that carries the login's xsrfToken, and the
 * project's own wording where the spec names the call but not its refusals.
 */
export const SITE_USER_XSRF_HEADER = 'X-SiteUser-XSRF-Token';

/** A site user's password: long enough to resist guessing, short enough to hash cheaply. */
export const SITE_USER_PASSWORD_MIN_LENGTH = 8;
export const SITE_USER_PASSWORD_MAX_LENGTH = 1024;

export const SITE_USER_MESSAGES = {
  emailTaken: 'An account with this email already exists.',
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: `Your password must be at least ${SITE_USER_PASSWORD_MIN_LENGTH} characters.`,
  invalidCredentials: 'Invalid email or password.',
  notSignedIn: 'Please sign in.',
} as const;

/** How long the single-use links mailed to a site user work. */
export const SITE_USER_TOKEN_TTL_MS = { emailVerification: 48 * 60 * 60 * 1000, passwordReset: 60 * 60 * 1000 } as const;

/** A language code as the storefront sends it (spec §7 locale call): en, fr-CA, zh_Hant_TW. */
export const SITE_USER_LANGUAGE_PATTERN = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,2}$/;

/** The project's wording of the site users' mails, links and refusals beyond the first slice. */
export const SITE_USER_ACCOUNT_MESSAGES = {
  linkInvalid: 'This link is invalid or has expired.',
  resetRequested: 'If an account exists for this email, we sent it a link to reset the password.',
  invalidLanguage: 'Please choose a valid language.',
  verificationSubject: 'Confirm your email address',
  verificationText: 'Confirm your email address by opening this link:',
  resetSubject: 'Reset your password',
  resetText: 'Set a new password by opening this link (it works once, for one hour):',
  memberAreaNotFound: 'That member area does not exist.',
  joinNotFree: 'This member area cannot be joined for free.',
  alreadyMember: 'You are already a member.',
  notMember: 'That site user is not a member.',
  siteUserNotFound: 'There is no such site user on this site.',
  memberAreaNameRequired: 'Please enter a name for the member area.',
  paywallProductInvalid: 'Please choose a paywall product (product type 5) of this site.',
} as const;
