import { deciderSpec } from '@mercato/testing/decider';
import { SITE_USER_ACCOUNT_MESSAGES, SITE_USER_MESSAGES } from '@mercato/spec';
import { siteUserDecider, type JoinSiteUser } from './site-user.decider';
import { siteUserEvents } from './site-user.events';
import { SiteUserError } from './site-user-error';

const spec = deciderSpec(siteUserDecider);
const JOINED_AT = Date.UTC(2026, 10, 25, 9, 0, 0);
const join = (overrides: Partial<JoinSiteUser> = {}): JoinSiteUser => ({
  type: 'Join',
  websiteId: 'site-1',
  siteUserId: 'user-1',
  email: '  Ada@Example.com ',
  passwordLength: 12,
  joinedAt: JOINED_AT,
  ...overrides,
});
const adaJoined = siteUserEvents.joined({ websiteId: 'site-1', siteUserId: 'user-1', email: 'ada@example.com', joinedAt: JOINED_AT });

describe('site-user decider: joining', () => {
  it('joins with the email trimmed and lower-cased', () => {
    spec.given([]).when(join()).then([adaJoined]);
  });

  it('refuses a second join with the same email on the same website', () => {
    spec.given([adaJoined]).when(join({ siteUserId: 'user-2' })).thenRefuses(new SiteUserError('already_exists', SITE_USER_MESSAGES.emailTaken, 'email'));
  });

  it('refuses an email that is not an address', () => {
    spec.given([]).when(join({ email: 'ada-at-example' })).thenRefuses(new SiteUserError('invalid', SITE_USER_MESSAGES.invalidEmail, 'email'));
  });

  it('refuses a password shorter than the minimum', () => {
    spec.given([]).when(join({ passwordLength: 7 })).thenRefuses(new SiteUserError('invalid', SITE_USER_MESSAGES.passwordTooShort, 'password'));
  });
});

describe('site-user decider: the account after joining', () => {
  const ref = { websiteId: 'site-1', siteUserId: 'user-1' };

  it('records the email verified once; a second verification changes nothing', () => {
    const verified = siteUserEvents.emailVerified({ ...ref, verifiedAt: JOINED_AT + 1 });
    spec.given([adaJoined]).when({ type: 'VerifyEmail', verifiedAt: JOINED_AT + 1 }).then([verified]);
    spec.given([adaJoined, verified]).when({ type: 'VerifyEmail', verifiedAt: JOINED_AT + 2 }).then([]);
  });

  it('resets the password to one of at least the minimum length', () => {
    spec.given([adaJoined]).when({ type: 'ResetPassword', passwordLength: 8, resetAt: JOINED_AT + 5 }).then([siteUserEvents.passwordReset({ ...ref, resetAt: JOINED_AT + 5 })]);
    spec.given([adaJoined]).when({ type: 'ResetPassword', passwordLength: 7, resetAt: JOINED_AT + 5 }).thenRefuses(new SiteUserError('invalid', SITE_USER_MESSAGES.passwordTooShort, 'password'));
  });

  it('keeps the language the storefront sends, once, and refuses what is not a language code', () => {
    const french = siteUserEvents.localeChanged({ ...ref, language: 'fr-CA' });
    spec.given([adaJoined]).when({ type: 'ChangeLocale', language: 'fr-CA' }).then([french]);
    spec.given([adaJoined, french]).when({ type: 'ChangeLocale', language: 'fr-CA' }).then([]);
    spec.given([adaJoined]).when({ type: 'ChangeLocale', language: 'français!' }).thenRefuses(new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.invalidLanguage, 'language'));
  });

  it('refuses a link for an account that does not exist', () => {
    spec.given([]).when({ type: 'VerifyEmail', verifiedAt: JOINED_AT }).thenRefuses(new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.linkInvalid, 'token'));
  });
});
