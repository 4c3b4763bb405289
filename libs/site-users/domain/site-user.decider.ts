import type { Decider } from '@mercato/domain';
import { isValidEmail, SITE_USER_MESSAGES, SITE_USER_PASSWORD_MIN_LENGTH } from '@mercato/spec';
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

export type SiteUserCommand = JoinSiteUser;

/** One account per website and normalised email (its stream): absent until someone joins with it. */
export type SiteUserState =
  | { readonly status: 'absent' }
  | { readonly status: 'joined'; readonly websiteId: string; readonly siteUserId: string; readonly email: string };

function join(command: JoinSiteUser, state: SiteUserState): SiteUserEvent[] {
  if (state.status === 'joined') throw new SiteUserError('already_exists', SITE_USER_MESSAGES.emailTaken, 'email');
  const email = normaliseEmail(command.email);
  if (!isValidEmail(email)) throw new SiteUserError('invalid', SITE_USER_MESSAGES.invalidEmail, 'email');
  if (command.passwordLength < SITE_USER_PASSWORD_MIN_LENGTH) throw new SiteUserError('invalid', SITE_USER_MESSAGES.passwordTooShort, 'password');
  return [siteUserEvents.joined({ websiteId: command.websiteId, siteUserId: command.siteUserId, email, joinedAt: command.joinedAt })];
}

function evolve(_state: SiteUserState, event: SiteUserEvent): SiteUserState {
  return { status: 'joined', websiteId: event.websiteId, siteUserId: event.siteUserId, email: event.email };
}

export const siteUserDecider: Decider<SiteUserState, SiteUserCommand, SiteUserEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: join,
  evolve,
};
