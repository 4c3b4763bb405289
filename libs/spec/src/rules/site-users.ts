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
