import { Inject, Injectable } from '@nestjs/common';
import { RoundsWhileUp } from '@mercato/http';
import { MembershipExpirySweeper } from '@mercato/site-users/application';
import { createLogger } from '@mercato/observability';

const logger = createLogger('site-users-membership-expiry');

/** End dates are given to the millisecond but nobody waits on the event: a minute is prompt enough. */
export const MEMBERSHIP_EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/** Runs the membership expiry sweep on the wall clock while the app is up; a failed sweep is retried at the next one. */
@Injectable()
export class MembershipExpirySweeps extends RoundsWhileUp {
  protected readonly intervalMs = MEMBERSHIP_EXPIRY_SWEEP_INTERVAL_MS;

  constructor(@Inject(MembershipExpirySweeper) private readonly sweeper: MembershipExpirySweeper) {
    super();
  }

  protected round(): Promise<number> {
    return this.sweeper.sweep(Date.now());
  }

  protected roundDone(expired: number): void {
    if (expired > 0) logger.info({ expired }, 'recorded lapsed memberships as expired');
  }

  protected roundFailed(error: unknown): void {
    logger.warn({ err: error }, 'membership expiry sweep failed; retried at the next one');
  }
}
