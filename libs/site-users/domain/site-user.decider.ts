import type { Decider } from '@mercato/domain';
import { isValidEmail, SITE_USER_ACCOUNT_MESSAGES, SITE_USER_LANGUAGE_PATTERN, SITE_USER_MESSAGES, SITE_USER_PASSWORD_MIN_LENGTH } from '@mercato/spec';
import { SiteUserError } from './site-user-error';
import { siteUserEvents, type SiteUserEvent } from './site-user.events';

/** Emails are stored, compared and keyed trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Joining: the handler hashes the password and mints the id first, so `decide` stays pure. The
 * password's length is checked here (the hash hides it); `passwordLength` is all the decider sees.
 */
export interface JoinSiteUser {
  readonly type: 'Join';
  readonly websiteId: string;
  readonly siteUserId: string;
  readonly email: string;
  readonly passwordLength: number;
  readonly joinedAt: number;
}

/** The mailed verification link was used (the handler has checked and spent the token). */
export interface VerifyEmail {
  readonly type: 'VerifyEmail';
  readonly verifiedAt: number;
}

/** A new password through the mailed reset link (the handler has checked and spent the token). */
export interface ResetPassword {
  readonly type: 'ResetPassword';
  readonly passwordLength: number;
  readonly resetAt: number;
}

export interface ChangeLocale {
  readonly type: 'ChangeLocale';
  readonly language: string;
}

export type SiteUserCommand = JoinSiteUser | VerifyEmail | ResetPassword | ChangeLocale;

export interface JoinedAccount {
  readonly status: 'joined';
  readonly websiteId: string;
  readonly siteUserId: string;
  readonly email: string;
  readonly emailVerified: boolean;
  /** '' until the storefront sends one. */
  readonly language: string;
}

/** One account per website and normalised email (its stream): absent until someone joins with it. */
export type SiteUserState = { readonly status: 'absent' } | JoinedAccount;

function join(command: JoinSiteUser, state: SiteUserState): SiteUserEvent[] {
  if (state.status === 'joined') throw new SiteUserError('already_exists', SITE_USER_MESSAGES.emailTaken, 'email');
  const email = normaliseEmail(command.email);
  if (!isValidEmail(email)) throw new SiteUserError('invalid', SITE_USER_MESSAGES.invalidEmail, 'email');
  if (command.passwordLength < SITE_USER_PASSWORD_MIN_LENGTH) throw new SiteUserError('invalid', SITE_USER_MESSAGES.passwordTooShort, 'password');
  return [siteUserEvents.joined({ websiteId: command.websiteId, siteUserId: command.siteUserId, email, joinedAt: command.joinedAt })];
}

function joinedAccount(state: SiteUserState): JoinedAccount {
  if (state.status !== 'joined') throw new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.linkInvalid, 'token');
  return state;
}

function decide(command: SiteUserCommand, state: SiteUserState): SiteUserEvent[] {
  if (command.type === 'Join') return join(command, state);
  const account = joinedAccount(state);
  const ref = { websiteId: account.websiteId, siteUserId: account.siteUserId };
  switch (command.type) {
    case 'VerifyEmail':
      return account.emailVerified ? [] : [siteUserEvents.emailVerified({ ...ref, verifiedAt: command.verifiedAt })];
    case 'ResetPassword':
      if (command.passwordLength < SITE_USER_PASSWORD_MIN_LENGTH) throw new SiteUserError('invalid', SITE_USER_MESSAGES.passwordTooShort, 'password');
      return [siteUserEvents.passwordReset({ ...ref, resetAt: command.resetAt })];
    case 'ChangeLocale':
      if (!SITE_USER_LANGUAGE_PATTERN.test(command.language)) throw new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.invalidLanguage, 'language');
      return command.language === account.language ? [] : [siteUserEvents.localeChanged({ ...ref, language: command.language })];
  }
}

function evolve(state: SiteUserState, event: SiteUserEvent): SiteUserState {
  switch (event.$typeName) {
    case 'mercato.site_users.v1.SiteUserJoined':
      return { status: 'joined', websiteId: event.websiteId, siteUserId: event.siteUserId, email: event.email, emailVerified: false, language: '' };
    case 'mercato.site_users.v1.SiteUserEmailVerified':
      return state.status === 'joined' ? { ...state, emailVerified: true } : state;
    case 'mercato.site_users.v1.SiteUserLocaleChanged':
      return state.status === 'joined' ? { ...state, language: event.language } : state;
    case 'mercato.site_users.v1.SiteUserPasswordReset':
      return state;
  }
}

export const siteUserDecider: Decider<SiteUserState, SiteUserCommand, SiteUserEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide,
  evolve,
};
