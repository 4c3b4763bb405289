import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { streamEventCodec } from '@mercato/contracts';
import { PostgresEventStore, runCommand, type StreamDefinition } from '@mercato/event-store';
import { PostgresTokenBuckets, RecentAnswers } from '@mercato/http';
import { LOGIN_RATE_LIMITS } from '@mercato/accounts/domain';
import { LOCK_SCREEN_MESSAGES, SITE_LOCK_PAGE_ID } from '@mercato/spec';
import { lockScreenDecider, SiteUserError, type LockScreenCommand, type LockScreenEvent, type LockScreenState } from '@mercato/site-users/domain';
import { LOCK_PASS_COOKIE_PREFIX } from '@mercato/site-users/ports';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { SITE_USERS_CONFIG, type SiteUsersConfig } from './site-users-config';
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

/** A lock of the site as the lock check needs it: which page (SITE_LOCK_PAGE_ID for the whole site), and the key its pass is signed with. */
interface SiteLock {
  readonly pageId: string;
  readonly passKey: Buffer;
}

/** Websites whose locks are remembered at most; the earliest remembered is forgotten first. */
const MAX_CACHED_SITES = 10_000;

const passValue = (passKey: Buffer, websiteId: string, pageId: string) => createHmac('sha256', passKey).update(`${websiteId}\n${pageId}`).digest('base64url');

/**
 * Lock screens (spec §2 page type 103): a password on a whole site (page id SITE_LOCK_PAGE_ID) or
 * one page. The right password earns a pass cookie signed with the lock's random key, which a new
 * password replaces. Guesses are limited per client address, before any password is checked.
 *
 * The lock check (every page, cart and checkout call) reuses a site's locks for
 * `lockScreenCacheTtlMs` (1 s): they change rarely and reading them cost 6-12% of add-to-cart
 * throughput. Setting or removing a lock drops its site's entry once committed, so this process
 * sees it at once; another site-users process (a replica) sees it at most that late.
 */
@Injectable()
export class LockScreens {
  /** 10 guesses at once, then one every 6 seconds, per address (the login's per-account rate), shared by every replica. */
  private readonly guesses: PostgresTokenBuckets;
  /** Each website's locks, all of them in one read; concurrent checks of a site share it, a failed read is not kept. */
  private readonly siteLocks: RecentAnswers<readonly SiteLock[]>;

  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(SITE_USERS_CONFIG) config: SiteUsersConfig,
  ) {
    this.guesses = new PostgresTokenBuckets(dataSource, 'lock-screen-guesses', LOGIN_RATE_LIMITS.perAccount);
    this.siteLocks = new RecentAnswers({ ttlMs: config.lockScreenCacheTtlMs, maxKeys: MAX_CACHED_SITES, keep: () => true });
  }

  async setPassword(websiteId: string, pageId: string, password: string): Promise<void> {
    const hash = await this.hasher.hash(password);
    await this.changingLocksOf(websiteId, () =>
      runCommand(this.store, {
        stream: lockScreenStream,
        streamId: lockScreenStreamId(websiteId, pageId),
        command: { type: 'SetLockPassword', websiteId, pageId, password, at: Date.now() },
        onAppended: (manager, _events, state) =>
          manager.query(
            `INSERT INTO lock_screens (website_id, page_id, password_hash, pass_key, set_at) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (website_id, page_id) DO UPDATE SET password_hash = $3, pass_key = $4, set_at = $5`,
            [websiteId, pageId, hash, randomBytes(32), new Date(state.status === 'locked' ? state.setAt : Date.now())],
          ),
      }),
    );
  }

  async remove(websiteId: string, pageId: string): Promise<void> {
    await this.changingLocksOf(websiteId, () =>
      runCommand(this.store, {
        stream: lockScreenStream,
        streamId: lockScreenStreamId(websiteId, pageId),
        command: { type: 'RemoveLock', websiteId, pageId, at: Date.now() },
        onAppended: (manager) => manager.query('DELETE FROM lock_screens WHERE website_id = $1 AND page_id = $2', [websiteId, pageId]),
      }),
    );
  }

  /**
   * Runs a write of the site's lock_screens rows, then drops the site's cached locks: after the
   * commit, so no check can cache the old rows again (a read under way is not kept, a later one
   * reads the new rows). Dropped when the write fails too: it may have committed before failing.
   */
  private async changingLocksOf(websiteId: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } finally {
      this.siteLocks.forget(websiteId);
    }
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
    const locks = await this.siteLocks.answer(websiteId, () => this.readLocksOf(websiteId));
    // The site's lock first, then the page's own.
    const over = [SITE_LOCK_PAGE_ID, ...(pageId === SITE_LOCK_PAGE_ID ? [] : [pageId])].flatMap((id) => locks.filter((lock) => lock.pageId === id));
    const closed = over.find((lock) => !passMatches(cookie(lockPassCookieName(websiteId, lock.pageId)), passValue(lock.passKey, websiteId, lock.pageId)));
    return { locked: over.length > 0, ...(closed ? { closedBy: closed.pageId } : {}) };
  }

  private async readLocksOf(websiteId: string): Promise<readonly SiteLock[]> {
    const rows: { page_id: string; pass_key: Buffer }[] = await this.dataSource.query('SELECT page_id, pass_key FROM lock_screens WHERE website_id = $1', [websiteId]);
    return rows.map((row) => ({ pageId: row.page_id, passKey: row.pass_key }));
  }
}

function passMatches(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const [a, b] = [Buffer.from(presented), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
