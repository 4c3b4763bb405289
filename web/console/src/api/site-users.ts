/** The owner's site-user calls (issue 14 part 6): member areas, members, lock screens. */

export interface MemberArea {
  readonly memberAreaId: string;
  readonly name: string;
  readonly freeJoin: boolean;
  /** The pages (collection ids) only its members view. */
  readonly pageIds: readonly string[];
}

export interface SiteMember {
  readonly siteUserId: string;
  readonly email: string;
  readonly memberAreaIds: readonly string[];
}

/** A lock screen: `pageId` null for the whole site's. */
export interface LockScreen {
  readonly pageId: string | null;
  readonly setAt: string;
}

export interface SiteUsersConsoleCalls {
  memberAreas(): Promise<MemberArea[]>;
  createMemberArea(name: string, freeJoin: boolean): Promise<MemberArea>;
  /** Replaces the pages the area protects. */
  assignMemberAreaPages(memberAreaId: string, pageIds: readonly string[]): Promise<MemberArea>;
  /** The site's users whose email contains `search`, with the areas they are in. */
  members(search: string): Promise<SiteMember[]>;
  grantMembership(memberAreaId: string, siteUserId: string): Promise<void>;
  revokeMembership(memberAreaId: string, siteUserId: string): Promise<void>;
  lockScreens(): Promise<LockScreen[]>;
  /** `pageId` null: the whole site. */
  setLockPassword(pageId: string | null, password: string): Promise<void>;
  removeLock(pageId: string | null): Promise<void>;
}

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

const OWNER = '/api/site-users/owner';
const areaPath = (memberAreaId: string) => `${OWNER}/member-areas/${encodeURIComponent(memberAreaId)}`;
const lockPath = (pageId: string | null) => `${OWNER}/lock-screens/${pageId === null ? 'site' : `pages/${encodeURIComponent(pageId)}`}`;

export function siteUsersConsoleCalls(call: Call): SiteUsersConsoleCalls {
  return {
    memberAreas: () => call('GET', `${OWNER}/member-areas`),
    createMemberArea: (name, freeJoin) => call('POST', `${OWNER}/member-areas`, { name, freeJoin }),
    assignMemberAreaPages: (memberAreaId, pageIds) => call('PUT', `${areaPath(memberAreaId)}/pages`, { pageIds }),
    members: async (search) => (await call<{ members: SiteMember[] }>('GET', `${OWNER}/members?${new URLSearchParams({ search }).toString()}`)).members,
    grantMembership: (memberAreaId, siteUserId) => call('PUT', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`, {}),
    revokeMembership: (memberAreaId, siteUserId) => call('DELETE', `${areaPath(memberAreaId)}/members/${encodeURIComponent(siteUserId)}`),
    lockScreens: () => call('GET', `${OWNER}/lock-screens`),
    setLockPassword: (pageId, password) => call('PUT', lockPath(pageId), { password }),
    removeLock: (pageId) => call('DELETE', lockPath(pageId)),
  };
}
