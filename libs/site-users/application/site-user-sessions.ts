import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { normaliseEmail } from '@mercato/site-users/domain';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { newToken, tokenHash } from './site-user-links';

/** A session that is remembered outlives the browser; one that is not ends within a day on the server too. */
export const SITE_USER_SESSION_TTL_MS = { remembered: 30 * 24 * 60 * 60 * 1000, browser: 24 * 60 * 60 * 1000 } as const;

export interface SiteUserAccount {
  readonly siteUserId: string;
  readonly websiteId: string;
  readonly email: string;
}

/** What the account API answers about the signed-in user. */
export interface SignedInAccount extends SiteUserAccount {
  readonly emailVerified: boolean;
  /** The language last sent to the locale call, '' before any. */
  readonly language: string;
}

export interface OpenedSession {
  readonly token: string;
  readonly xsrfToken: string;
  readonly expiresAt: Date;
}

/** Only hashes of the session and xsrf tokens are stored, so a leaked table cannot be replayed. */
const sha256 = tokenHash;

/**
 * Site-user credentials and sessions: the argon2id hash kept beside the account's events, and an
 * opaque session token (HttpOnly cookie) paired with the xsrf token the login answers.
 */
@Injectable()
export class SiteUserSessions {
  /** Verified against when the email is unknown, so an unknown email costs what a wrong password does. */
  private readonly decoyHash: Promise<string>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {
    this.decoyHash = hasher.hash(newToken());
  }

  /** The account whose email and password these are, or null for a wrong password and an unknown email alike. */
  async authenticate(websiteId: string, email: string, password: string): Promise<SiteUserAccount | null> {
    const rows: { site_user_id: string; email: string; password_hash: string }[] = await this.dataSource.query(
      'SELECT site_user_id, email, password_hash FROM site_user_credentials WHERE website_id = $1 AND email = $2',
      [websiteId, normaliseEmail(email)],
    );
    const found = rows[0];
    const matches = await this.hasher.verify(password, found?.password_hash ?? (await this.decoyHash));
    return found && matches ? { siteUserId: found.site_user_id, websiteId, email: found.email } : null;
  }

  async open(account: SiteUserAccount, rememberMe: boolean): Promise<OpenedSession> {
    const session = { token: newToken(), xsrfToken: newToken(), expiresAt: new Date(Date.now() + SITE_USER_SESSION_TTL_MS[rememberMe ? 'remembered' : 'browser']) };
    await this.dataSource.query('DELETE FROM site_user_sessions WHERE site_user_id = $1 AND expires_at <= now()', [account.siteUserId]);
    await this.dataSource.query(
      'INSERT INTO site_user_sessions (token_hash, xsrf_hash, site_user_id, website_id, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [sha256(session.token), sha256(session.xsrfToken), account.siteUserId, account.websiteId, session.expiresAt],
    );
    return session;
  }

  /** The signed-in account of a session token on this website, or null (unknown, expired, revoked or another site's). */
  async accountOf(websiteId: string, token: string): Promise<SignedInAccount | null> {
    const rows: { site_user_id: string; email: string; email_verified: boolean; language: string }[] = await this.dataSource.query(
      `SELECT s.site_user_id, c.email, c.email_verified, c.language FROM site_user_sessions s JOIN site_user_credentials c ON c.site_user_id = s.site_user_id
        WHERE s.token_hash = $1 AND s.website_id = $2 AND s.expires_at > now()`,
      [sha256(token), websiteId],
    );
    const row = rows[0];
    return row ? { siteUserId: row.site_user_id, websiteId, email: row.email, emailVerified: row.email_verified, language: row.language } : null;
  }

  /** Whether `xsrfToken` is the one this session's login answered. */
  async xsrfMatches(token: string, xsrfToken: string): Promise<boolean> {
    const rows: { xsrf_hash: string }[] = await this.dataSource.query('SELECT xsrf_hash FROM site_user_sessions WHERE token_hash = $1', [sha256(token)]);
    return rows[0] !== undefined && timingSafeEqual(Buffer.from(rows[0].xsrf_hash), Buffer.from(sha256(xsrfToken)));
  }

  async close(token: string): Promise<void> {
    await this.dataSource.query('DELETE FROM site_user_sessions WHERE token_hash = $1', [sha256(token)]);
  }

  /** Logout everywhere: every session of the account, on every device, stops working. */
  async closeAll(siteUserId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM site_user_sessions WHERE site_user_id = $1', [siteUserId]);
  }
}
