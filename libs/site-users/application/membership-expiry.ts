import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostgresEventStore } from '@mercato/event-store';
import { createLogger } from '@mercato/observability';
import { changeMembership } from './member-areas';

/** Lapsed memberships read per query; a backlog goes in batches within one sweep. */
const SWEEP_BATCH = 200;
/** The session advisory lock that lets one sweep run at a time across every process on the database. */
const SWEEP_LOCK = 'site-users:membership-expiry';

const logger = createLogger('site-users-membership-expiry');

/**
 * Records `MembershipExpired` for every membership whose end date has passed, so the event reaches
 * the topic even for a membership nobody looks at again (the access check only records it lazily).
 * One sweep at a time across processes (a session advisory lock: a second sweep finds it held and
 * does nothing); each expiry is its own command, so a racing lazy expiry or sweep is refused by the
 * stream's version and then by the decider (an ended membership expires no more): exactly one event.
 */
@Injectable()
export class MembershipExpirySweeper {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** Expires what has lapsed at `now` (ms); answers how many memberships it expired (0 when another sweep holds the lock). */
  async sweep(now = Date.now()): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [SWEEP_LOCK])) as [{ locked: boolean }];
      if (!locked) return 0;
      try {
        return await this.expireLapsed(now);
      } finally {
        await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [SWEEP_LOCK]);
      }
    } finally {
      await runner.release();
    }
  }

  private async expireLapsed(now: number): Promise<number> {
    let expired = 0;
    for (;;) {
      const lapsed: { website_id: string; member_area_id: string; site_user_id: string }[] = await this.dataSource.query(
        'SELECT website_id, member_area_id, site_user_id FROM memberships WHERE expires_at <= $1 ORDER BY expires_at, member_area_id, site_user_id LIMIT $2',
        [new Date(now), SWEEP_BATCH],
      );
      const before = expired;
      for (const row of lapsed) {
        try {
          const events = await changeMembership(this.store, { type: 'Expire', websiteId: row.website_id, memberAreaId: row.member_area_id, siteUserId: row.site_user_id, at: now });
          expired += events.length > 0 ? 1 : 0;
        } catch (error) {
          // One membership's trouble must not hold back the others; it stays lapsed for the next sweep.
          logger.warn({ err: error, memberAreaId: row.member_area_id, siteUserId: row.site_user_id }, 'membership not expired; retried at the next sweep');
        }
      }
      // A full batch that expired nothing would list the same rows again.
      if (lapsed.length < SWEEP_BATCH || expired === before) return expired;
    }
  }
}
