import { timestampFromMs, timestampMs } from '@bufbuild/protobuf/wkt';
import { create, LockScreenPasswordSetSchema, LockScreenRemovedSchema, type LockScreenPasswordSet, type LockScreenRemoved } from '@mercato/contracts';
import type { Decider } from '@mercato/domain';
import { LOCK_SCREEN_MESSAGES, LOCK_SCREEN_PASSWORD_MAX_LENGTH } from '@mercato/spec';
import { SiteUserError } from './site-user-error';

export type LockScreenEvent = LockScreenPasswordSet | LockScreenRemoved;

/** `pageId` is a collection id, or SITE_LOCK_PAGE_ID for the whole site. The password itself stays with the handler (hashed). */
export type LockScreenCommand =
  | { readonly type: 'SetLockPassword'; readonly websiteId: string; readonly pageId: string; readonly password: string; readonly at: number }
  | { readonly type: 'RemoveLock'; readonly websiteId: string; readonly pageId: string; readonly at: number };

/** One lock screen: a site's or a page's. */
export type LockScreenState = { readonly status: 'absent' } | { readonly status: 'locked'; readonly websiteId: string; readonly pageId: string; readonly setAt: number };

export const lockScreenEvents = {
  passwordSet: (fields: { websiteId: string; pageId: string; setAt: number }): LockScreenPasswordSet =>
    create(LockScreenPasswordSetSchema, { websiteId: fields.websiteId, pageId: fields.pageId, setAt: timestampFromMs(fields.setAt) }),
  removed: (fields: { websiteId: string; pageId: string; removedAt: number }): LockScreenRemoved =>
    create(LockScreenRemovedSchema, { websiteId: fields.websiteId, pageId: fields.pageId, removedAt: timestampFromMs(fields.removedAt) }),
};

function decideLockScreen(command: LockScreenCommand, state: LockScreenState): LockScreenEvent[] {
  const { websiteId, pageId, at } = command;
  if (command.type === 'SetLockPassword') {
    if (command.password.length === 0 || command.password.length > LOCK_SCREEN_PASSWORD_MAX_LENGTH) throw new SiteUserError('invalid', LOCK_SCREEN_MESSAGES.passwordRequired, 'password');
    return [lockScreenEvents.passwordSet({ websiteId, pageId, setAt: at })];
  }
  if (state.status !== 'locked') throw new SiteUserError('not_found', LOCK_SCREEN_MESSAGES.noLockScreen);
  return [lockScreenEvents.removed({ websiteId, pageId, removedAt: at })];
}

function evolveLockScreen(_state: LockScreenState, event: LockScreenEvent): LockScreenState {
  if (event.$typeName === 'mercato.site_users.v1.LockScreenRemoved') return { status: 'absent' };
  return { status: 'locked', websiteId: event.websiteId, pageId: event.pageId, setAt: event.setAt ? timestampMs(event.setAt) : 0 };
}

export const lockScreenDecider: Decider<LockScreenState, LockScreenCommand, LockScreenEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: decideLockScreen,
  evolve: evolveLockScreen,
};
