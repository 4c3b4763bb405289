import type { IncomingHttpHeaders } from 'node:http';
import type { Contributor } from './contributor';

/** The owner session cookie: set by the accounts context's login, read wherever `@RequireRoles` runs. */
export const OWNER_SESSION_COOKIE = 'mercato_owner_session';

/** What a session lookup reads of a request. */
export interface SessionCarrier {
  headers: IncomingHttpHeaders;
  cookies?: Record<string, string | undefined>;
}

/**
 * Who is logged in on a request, for `@RequireRoles`: the accounts context where it runs in the
 * process, or the service that keeps the accounts (distributed mode, `RemoteContributorAuthModule`).
 */
export interface ContributorSessions {
  contributorOf(request: SessionCarrier): Promise<Contributor | null>;
}

export const CONTRIBUTOR_SESSIONS = Symbol('CONTRIBUTOR_SESSIONS');
