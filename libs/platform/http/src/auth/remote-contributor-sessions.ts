import { type DynamicModule, Global, Module } from '@nestjs/common';
import { currentTraceparent, TRACEPARENT_HEADER } from '@mercato/observability';
import { upstreamUnavailable } from '../errors/upstream-unavailable';
import { readCookie } from '../request/cookies';
import type { Contributor } from './contributor';
import { ContributorRolesGuard } from './contributor-roles.guard';
import { CONTRIBUTOR_SESSIONS, OWNER_SESSION_COOKIE, type ContributorSessions, type SessionCarrier } from './contributor-sessions.port';

/** Where the answer is kept on the request, so guard and handlers ask once. */
const REMOTE_CONTRIBUTOR = Symbol('mercato.remoteContributor');

type RemoteSessionCarrier = SessionCarrier & { [REMOTE_CONTRIBUTOR]?: Contributor | null };

/**
 * Checks the owner session cookie with the service that keeps contributor accounts (its
 * `GET /api/auth/session`), so a service with a database of its own needs no copy of them and a
 * logout takes effect at once. That service unreachable: 502, never a silent 401.
 */
export class RemoteContributorSessions implements ContributorSessions {
  constructor(
    private readonly authOrigin: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async contributorOf(request: RemoteSessionCarrier): Promise<Contributor | null> {
    if (request[REMOTE_CONTRIBUTOR] !== undefined) return request[REMOTE_CONTRIBUTOR];
    const token = readCookie(request, OWNER_SESSION_COOKIE);
    const contributor = token ? await this.lookUp(token) : null;
    request[REMOTE_CONTRIBUTOR] = contributor;
    return contributor;
  }

  private async lookUp(token: string): Promise<Contributor | null> {
    const headers: Record<string, string> = { accept: 'application/json', cookie: `${OWNER_SESSION_COOKIE}=${token}` };
    const traceparent = currentTraceparent();
    if (traceparent) headers[TRACEPARENT_HEADER] = traceparent;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.authOrigin}/api/auth/session`, { headers, signal: AbortSignal.timeout(10_000) });
    } catch {
      throw upstreamUnavailable();
    }
    if (response.status === 401) return null;
    if (!response.ok) throw upstreamUnavailable();
    return ((await response.json()) as { contributor: Contributor }).contributor;
  }
}

/**
 * `@RequireRoles` for a service whose contributor accounts live in another service (`authOrigin`,
 * e.g. SITES_SERVICE_URL). Serves no login endpoint of its own.
 */
@Global()
@Module({})
export class RemoteContributorAuthModule {
  static forOrigin(authOrigin: string): DynamicModule {
    return {
      module: RemoteContributorAuthModule,
      providers: [{ provide: CONTRIBUTOR_SESSIONS, useValue: new RemoteContributorSessions(authOrigin) }, ContributorRolesGuard],
      exports: [CONTRIBUTOR_SESSIONS, ContributorRolesGuard],
    };
  }
}
