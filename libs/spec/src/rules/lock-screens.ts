/**
 * Lock screens (spec §2 page type 103, §6): a password on a whole site or one page. The spec names
 * the screen, not its wording: these are the project's.
 */
export const LOCK_SCREEN_MESSAGES = {
  wrongPassword: 'That password is not right.',
  noLockScreen: 'This page has no lock screen.',
  passwordRequired: 'Please enter the password.',
  title: 'This page is password protected',
  prompt: 'Enter the password to view it.',
} as const;

/** An owner's lock screen password: any non-empty text up to this length (hashed, never stored). */
export const LOCK_SCREEN_PASSWORD_MAX_LENGTH = 256;

/** The page id a whole-site lock screen is recorded under (a page's is its collection id). */
export const SITE_LOCK_PAGE_ID = '';
