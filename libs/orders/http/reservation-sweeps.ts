import { Inject, Injectable } from '@nestjs/common';
import { RoundsWhileUp } from '@mercato/http';
import { ReservationSweeper, RESERVATION_MAX_AGE_MS } from '@mercato/orders/application';
import { createLogger } from '@mercato/observability';

const logger = createLogger('orders-reservation-sweeper');

/** A sweep at least every minute, and twice per maximum age when that is shorter. */
const MAX_SWEEP_INTERVAL_MS = 60_000;

/** Runs the reservation sweeper on the wall clock while the app is up; a failed sweep is retried at the next one. */
@Injectable()
export class ReservationSweeps extends RoundsWhileUp {
  protected readonly intervalMs: number;

  constructor(
    @Inject(ReservationSweeper) private readonly sweeper: ReservationSweeper,
    @Inject(RESERVATION_MAX_AGE_MS) maxAgeMs: number,
  ) {
    super();
    this.intervalMs = Math.min(MAX_SWEEP_INTERVAL_MS, maxAgeMs / 2);
  }

  protected round(): Promise<number> {
    return this.sweeper.sweep(Date.now());
  }

  protected roundDone(expired: number): void {
    if (expired > 0) logger.info({ expired }, 'gave back the stock of checkouts that never paid');
  }

  protected roundFailed(error: unknown): void {
    logger.warn({ err: error }, 'reservation sweep failed; retried at the next one');
  }
}
