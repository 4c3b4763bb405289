import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { OWNER_SESSION_COOKIE, readCookie, type Contributor, type ContributorSessions, type SessionCarrier } from '@mercato/http';
import { ContributorService } from './contributor.service';

export const OWNER_SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** Where the session's contributor is kept on the request, so guard and handlers look it up once. */
const SESSION_CONTRIBUTOR = Symbol('mercato.sessionContributor');

type MemoisingCarrier = SessionCarrier & { [SESSION_CONTRIBUTOR]?: Contributor | null };

/** Only the token's sha256 is stored, so a leaked table cannot be replayed as cookies. */
const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Owner login sessions: an opaque random token in an HttpOnly cookie, its hash in `contributor_sessions`. */
@Injectable()
export class ContributorSessionService implements ContributorSessions {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ContributorService) private readonly contributors: ContributorService,
  ) {}

  async open(contributorId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + OWNER_SESSION_TTL_MS);
    await this.dataSource.query('DELETE FROM contributor_sessions WHERE contributor_id = $1 AND expires_at <= now()', [contributorId]);
    await this.dataSource.query('INSERT INTO contributor_sessions (token_hash, contributor_id, expires_at) VALUES ($1, $2, $3)', [
      hashToken(token),
      contributorId,
      expiresAt,
    ]);
    return { token, expiresAt };
  }

  async close(token: string): Promise<void> {
    await this.dataSource.query('DELETE FROM contributor_sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  async contributorForToken(token: string): Promise<Contributor | null> {
    const rows: { contributor_id: string }[] = await this.dataSource.query(
      'SELECT contributor_id FROM contributor_sessions WHERE token_hash = $1 AND expires_at > now()',
      [hashToken(token)],
    );
    return rows[0] ? this.contributors.findById(rows[0].contributor_id) : null;
  }

  /** The logged-in contributor of a request (from its session cookie), or null; memoised on the request. */
  async contributorOf(request: MemoisingCarrier): Promise<Contributor | null> {
    if (request[SESSION_CONTRIBUTOR] !== undefined) return request[SESSION_CONTRIBUTOR];
    const token = readCookie(request, OWNER_SESSION_COOKIE);
    const contributor = token ? await this.contributorForToken(token) : null;
    request[SESSION_CONTRIBUTOR] = contributor;
    return contributor;
  }
}
