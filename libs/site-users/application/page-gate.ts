import { Inject, Injectable } from '@nestjs/common';
import { parseCookieHeader, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { SITE_USER_SESSION_COOKIE, type PageGate, type PageGateAnswer, type SiteUserIdentity } from '@mercato/site-users/ports';
import { LockScreens } from './lock-screens';
import { MemberAreas } from './member-areas';
import { SiteUserSessions } from './site-user-sessions';

/** PAGE_GATE: the site's lock screen, then the page's, then its member areas. */
@Injectable()
export class SiteUsersPageGate implements PageGate {
  constructor(
    @Inject(LockScreens) private readonly locks: LockScreens,
    @Inject(MemberAreas) private readonly areas: MemberAreas,
    @Inject(SiteUserSessions) private readonly sessions: SiteUserSessions,
  ) {}

  async check(websiteId: string, pageId: string, cookieHeader: string | undefined): Promise<PageGateAnswer> {
    const cookies = parseCookieHeader(cookieHeader);
    const lock = await this.locks.lockBefore(websiteId, pageId, (name) => cookies.get(name));
    if (lock.closedBy !== undefined) return { open: false, gate: { kind: 'locked', pageId, lockPageId: lock.closedBy === SITE_LOCK_PAGE_ID ? null : lock.closedBy } };
    // A member area lists pages by their (non-empty) ids, never the whole site's: the cart's, checkout's
    // and every other site-wide check stops at the lock screen, one read instead of two or three.
    if (pageId === SITE_LOCK_PAGE_ID) return { open: true, protectedContent: lock.locked };
    const token = cookies.get(SITE_USER_SESSION_COOKIE);
    const account = token ? await this.sessions.accountOf(websiteId, token) : null;
    const access = await this.areas.pageAccess(websiteId, pageId, account?.siteUserId);
    if (!access.allowed && access.memberArea) return { open: false, gate: { kind: 'members-only', pageId, memberArea: access.memberArea } };
    return { open: true, protectedContent: lock.locked };
  }
}

/** SITE_USER_IDENTITY: the session cookie's account on this website. */
@Injectable()
export class SiteUsersIdentity implements SiteUserIdentity {
  constructor(@Inject(SiteUserSessions) private readonly sessions: SiteUserSessions) {}

  async signedInSiteUserId(websiteId: string, cookieHeader: string | undefined): Promise<string | null> {
    const token = parseCookieHeader(cookieHeader).get(SITE_USER_SESSION_COOKIE);
    return token ? ((await this.sessions.accountOf(websiteId, token))?.siteUserId ?? null) : null;
  }
}
