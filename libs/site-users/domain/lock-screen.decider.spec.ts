import { deciderSpec } from '@mercato/testing/decider';
import { LOCK_SCREEN_MESSAGES, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { lockScreenDecider, lockScreenEvents } from './lock-screen.decider';
import { SiteUserError } from './site-user-error';

const locks = deciderSpec(lockScreenDecider);
const AT = Date.UTC(2026, 10, 25, 10, 0, 0);
const page = { websiteId: 'site-1', pageId: 'collection-1' };

describe('lock screen decider', () => {
  it('sets a page password, and sets it again when the owner changes it (old passes stop working)', () => {
    locks.given([]).when({ type: 'SetLockPassword', ...page, password: 'open sesame', at: AT }).then([lockScreenEvents.passwordSet({ ...page, setAt: AT })]);
    locks
      .given([lockScreenEvents.passwordSet({ ...page, setAt: AT })])
      .when({ type: 'SetLockPassword', ...page, password: 'another', at: AT + 1 })
      .then([lockScreenEvents.passwordSet({ ...page, setAt: AT + 1 })]);
  });

  it('locks the whole site under the site page id', () => {
    const site = { websiteId: 'site-1', pageId: SITE_LOCK_PAGE_ID };
    locks.given([]).when({ type: 'SetLockPassword', ...site, password: 'x', at: AT }).then([lockScreenEvents.passwordSet({ ...site, setAt: AT })]);
  });

  it('refuses an empty or overlong password', () => {
    const refusal = new SiteUserError('invalid', LOCK_SCREEN_MESSAGES.passwordRequired, 'password');
    locks.given([]).when({ type: 'SetLockPassword', ...page, password: '', at: AT }).thenRefuses(refusal);
    locks.given([]).when({ type: 'SetLockPassword', ...page, password: 'x'.repeat(257), at: AT }).thenRefuses(refusal);
  });

  it('removes a lock once; removing none is a 404', () => {
    locks.given([lockScreenEvents.passwordSet({ ...page, setAt: AT })]).when({ type: 'RemoveLock', ...page, at: AT + 2 }).then([lockScreenEvents.removed({ ...page, removedAt: AT + 2 })]);
    const removed = [lockScreenEvents.passwordSet({ ...page, setAt: AT }), lockScreenEvents.removed({ ...page, removedAt: AT + 2 })];
    locks.given(removed).when({ type: 'RemoveLock', ...page, at: AT + 3 }).thenRefuses(new SiteUserError('not_found', LOCK_SCREEN_MESSAGES.noLockScreen));
  });
});
