import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';

/**
 * Background work in rounds on the wall clock while the app is up (a sweep, an expiry): one round
 * at a time, a failed round reported and retried at the next; shutdown waits for the round under way.
 */
export abstract class RoundsWhileUp implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  /** Milliseconds between rounds. */
  protected abstract readonly intervalMs: number;

  /** One round; answers what it did, for `roundDone`. */
  protected abstract round(): Promise<number>;

  /** Reports a round's count (called for every round that succeeded). */
  protected abstract roundDone(count: number): void;

  /** Reports a failed round, retried at the next. */
  protected abstract roundFailed(error: unknown): void;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running
        .then(() => this.round())
        .then((count) => this.roundDone(count))
        .catch((error: unknown) => this.roundFailed(error));
    }, this.intervalMs);
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
