import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ReservationSweeper, RESERVATION_MAX_AGE_MS } from '@mercato/orders/application';
import { createLogger } from '@mercato/observability';

const logger = createLogger('orders-reservation-sweeper');

/** A sweep at least every minute, and twice per maximum age when that is shorter. */
const MAX_SWEEP_INTERVAL_MS = 60_000;

/** Runs the reservation sweeper on the wall clock while the app is up; a failed sweep is retried at the next one. */
@Injectable()
export class ReservationSweeps implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @Inject(ReservationSweeper) private readonly sweeper: ReservationSweeper,
    @Inject(RESERVATION_MAX_AGE_MS) private readonly maxAgeMs: number,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running
        .then(() => this.sweeper.sweep(Date.now()))
        .then((expired) => expired > 0 && logger.info({ expired }, 'gave back the stock of checkouts that never paid'))
        .catch((error: unknown) => logger.warn({ err: error }, 'reservation sweep failed; retried at the next one'));
    }, Math.min(MAX_SWEEP_INTERVAL_MS, this.maxAgeMs / 2));
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
