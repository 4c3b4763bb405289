import type { Contributor } from './contributor';
import type { SessionCarrier } from './contributor-session.service';

/**
 * Who is logged in on a request, for `@RequireRoles`: the local sessions table where contributor
 * accounts live, or the service that keeps them (distributed mode, `RemoteContributorAuthModule`).
 */
export interface ContributorSessions {
  contributorOf(request: SessionCarrier): Promise<Contributor | null>;
}

export const CONTRIBUTOR_SESSIONS = Symbol('CONTRIBUTOR_SESSIONS');
