import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { createLogger } from '@mercato/observability';
import { AdvanceSubscriptionCommand, type AdvanceOutcome } from './advance-subscription';
import { SUBSCRIPTION_CLOCK, type Clock } from './clock.port';
import { SubscriptionViews } from './subscription-views';

/** How often the scheduler looks for due renewals; renewals are daily at the finest, so a minute is prompt. */
export const RENEWAL_SCAN_INTERVAL_MS = 60_000;
/** Subscriptions advanced per scan; the rest wait for the next scan. */
const SCAN_BATCH = 200;

const logger = createLogger('subscriptions');

export interface RenewalRun {
  readonly subscriptions: number;
  readonly renewed: number;
  readonly failed: number;
  readonly ended: number;
}

/**
 * Charges renewals when they fall due by the injected clock. Every replica may run it: two picking
 * one subscription charge it once (the payment's idempotency key and the stream's version).
 */
@Injectable()
export class RenewalScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<RenewalRun> | undefined;

  constructor(
    @Inject(SUBSCRIPTION_CLOCK) private readonly clock: Clock,
    @Inject(SubscriptionViews) private readonly views: SubscriptionViews,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDue().catch((error: unknown) => logger.error({ err: error }, 'renewal scan failed')), RENEWAL_SCAN_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Advances every subscription due now; a scan already under way is joined, not doubled. */
  runDue(): Promise<RenewalRun> {
    this.running ??= this.scan().finally(() => (this.running = undefined));
    return this.running;
  }

  private async scan(): Promise<RenewalRun> {
    const now = this.clock.now();
    const due = await this.views.dueAt(now, SCAN_BATCH);
    const run = { subscriptions: due.length, renewed: 0, failed: 0, ended: 0 };
    for (const subscriptionId of due) {
      try {
        const outcome = await this.commands.execute<AdvanceSubscriptionCommand, AdvanceOutcome>(new AdvanceSubscriptionCommand(subscriptionId, now));
        run.renewed += outcome.renewed;
        run.failed += outcome.failed;
        run.ended += outcome.ended ? 1 : 0;
      } catch (error) {
        // One subscription's trouble (the provider down) must not hold back the others; it stays due.
        logger.warn({ err: error, subscriptionId }, 'subscription not advanced; retried at the next scan');
      }
    }
    return run;
  }
}
