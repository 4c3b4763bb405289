import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, runCommand, type StreamDefinition } from '@mercato/event-store';
import { PostgresTokenBuckets } from '@mercato/http';
import { LOGIN_RATE_LIMITS } from '@mercato/accounts/domain';
import { LOCK_SCREEN_MESSAGES, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { lockScreenDecider, SiteUserError, type LockScreenCommand, type LockScreenEvent, type LockScreenState } from '@mercato/site-users/domain';
import { LOCK_PASS_COOKIE_PREFIX } from '@mercato/site-users/ports';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import type { LockScreenView } from '@mercato/site-users/views';

export type { LockScreenView } from '@mercato/site-users/views';

const lockScreenStream: StreamDefinition<LockScreenCommand, LockScreenEvent, LockScreenState> = {
  streamType: 'lock-screen',
  decider: lockScreenDecider,
  codec: streamEventCodec<LockScreenEvent>(),
};
const lockScreenStreamId = (websiteId: string, pageId: string) => `lock-screen-${websiteId}-${pageId === SITE_LOCK_PAGE_ID ? 'site' : pageId}`;

/** The cookie a visitor gets for the right password: HttpOnly, one per lock, signed with the lock's key. */
export interface LockPass {
  readonly cookieName: string;
  readonly value: string;
}

/** One name per website and page, short and cookie-safe whatever the page id holds. */
export function lockPassCookieName(websiteId: string, pageId: string): string {
  return LOCK_PASS_COOKIE_PREFIX + createHash('sha256').update(`${websiteId}\n${pageId}`).digest('hex').slice(0, 24);
}

const passValue = (passKey: Buffer, websiteId: string, pageId: string) => createHmac('sha256', passKey).update(`${websiteId}\n${pageId}`).digest('base64url');

/**
 * Lock screens (spec §2 page type 103): a password on a whole site (page id SITE_LOCK_PAGE_ID) or
 * one page. The right password earns a pass cookie signed with the lock's random key, which a new
 * password replaces. Guesses are limited per client address, before any password is checked.
 */
@Injectable()
export class LockScreens {
  /** 10 guesses at once, then one every 6 seconds, per address (the login's per-account rate), shared by every replica. */
  private readonly guesses: PostgresTokenBuckets;

  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {
    this.guesses = new PostgresTokenBuckets(dataSource, 'lock-screen-guesses', LOGIN_RATE_LIMITS.perAccount);
  }

  async setPassword(websiteId: string, pageId: string, password: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    await runCommand(this.store, {
      stream: lockScreenStream,
      streamId: lockScreenStreamId(websiteId, pageId),
      command: { type: 'SetLockPassword', websiteId, pageId, password, at: Date.now() },
      onAppended: (manager, _events, state) =>
        manager.query(
          `INSERT INTO lock_screens (website_id, page_id, password_hash, pass_key, set_at) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (website_id, page_id) DO UPDATE SET password_hash = $3, pass_key = $4, set_at = $5`,
          [websiteId, pageId, hash, randomBytes(32), new Date(state.status === 'locked' ? state.setAt : Date.now())],
        ),
    });
  }

  async remove(websiteId: string, pageId: string): Promise<void> {
    await runCommand(this.store, {
      stream: lockScreenStream,
      streamId: lockScreenStreamId(websiteId, pageId),
      command: { type: 'RemoveLock', websiteId, pageId, at: Date.now() },
      onAppended: (manager) => manager.query('DELETE FROM lock_screens WHERE website_id = $1 AND page_id = $2', [websiteId, pageId]),
    });
  }

  async list(websiteId: string): Promise<LockScreenView[]> {
    const rows: { page_id: string; set_at: Date }[] = await this.dataSource.query('SELECT page_id, set_at FROM lock_screens WHERE website_id = $1 ORDER BY page_id', [websiteId]);
    return rows.map((row) => ({ pageId: row.page_id === SITE_LOCK_PAGE_ID ? null : row.page_id, setAt: row.set_at.toISOString() }));
  }

  /** The pass for the right password; false when `address` is over its guesses (checked first); 400 for a wrong one. */
  async unlock(websiteId: string, pageId: string, password: string, address: string | undefined): Promise<LockPass | false> {
    if (address !== undefined && !(await this.guesses.take(address))) return false;
    const rows: { password_hash: string; pass_key: Buffer }[] = await this.dataSource.query('SELECT password_hash, pass_key FROM lock_screens WHERE website_id = $1 AND page_id = $2', [websiteId, pageId]);
    const lock = rows[0];
    if (!lock) throw new SiteUserError('not_found', LOCK_SCREEN_MESSAGES.noLockScreen);
    if (!(await this.hasher.verify(password, lock.password_hash))) throw new SiteUserError('invalid', LOCK_SCREEN_MESSAGES.wrongPassword, 'password');
    return { cookieName: lockPassCookieName(websiteId, pageId), value: passValue(lock.pass_key, websiteId, pageId) };
  }

  /**
   * The lock standing between the visitor and a page, site's first: its page id (SITE_LOCK_PAGE_ID
   * for the site's), or undefined when every lock over the page has the visitor's pass. `locked`
   * says whether any lock covers the page at all (its content is then protected content, 105).
   */
  async lockBefore(websiteId: string, pageId: string, cookie: (name: string) => string | undefined): Promise<{ locked: boolean; closedBy?: string }> {
    const rows: { page_id: string; pass_key: Buffer }[] = await this.dataSource.query(
      'SELECT page_id, pass_key FROM lock_screens WHERE website_id = $1 AND page_id IN ($2, $3) ORDER BY page_id',
      [websiteId, SITE_LOCK_PAGE_ID, pageId],
    );
    const closed = rows.find((row) => !passMatches(cookie(lockPassCookieName(websiteId, row.page_id)), passValue(row.pass_key, websiteId, row.page_id)));
    return { locked: rows.length > 0, ...(closed ? { closedBy: closed.page_id } : {}) };
  }
}

function passMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
