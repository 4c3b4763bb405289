import type { CensusMessage } from '@mercato/census/domain';
import type { CensusDeliverySettings } from '@mercato/runtime';
import type { CensusSink } from './census-sink.port';

/** Read with the rest of the configuration (`RuntimeConfig.census.delivery`). */
export type DeliverySettings = CensusDeliverySettings;

/** The sink cannot take more now: the caller answers 503 and the client may retry later. */
export class DeliveryRefusedError extends Error {
  override readonly name = 'DeliveryRefusedError';
}

interface Delivery {
  remaining: number;
  settled: boolean;
  resolve(): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

interface Entry {
  readonly message: CensusMessage;
  readonly bytes: number;
  readonly delivery: Delivery;
}

export function messageBytes(message: CensusMessage): number {
  let bytes = Buffer.byteLength(message.value) + Buffer.byteLength(message.key);
  for (const [name, value] of Object.entries(message.headers)) bytes += name.length + Buffer.byteLength(value);
  return bytes;
}

/**
 * Batches the messages of concurrent requests into few sink writes (kafkajs has no linger of its
 * own): a write starts when the waiting messages reach a batch's count or bytes, or once `lingerMs`
 * have passed since the previous write started. So writes happen at most once per linger while
 * batches are not full, a lone message after a quiet spell is written at once, and under load the
 * next write goes as soon as the linger allows, not a full linger after the previous one ended
 * (which would idle the process between writes). One write at a time, so a retried batch is resent
 * exactly as it was.
 * Each `deliver` resolves once all its messages are durable. Memory is bounded by `maxQueuedBytes`;
 * while the sink fails for longer than `deliveryTimeoutMs`, deliveries are refused and `health()`
 * says so. A failed write is retried with backoff until it succeeds, so a message once accepted is
 * never dropped: a caller that timed out may see it stored anyway (at-least-once).
 */
export class DeliveryQueue {
  private waiting: Entry[] = [];
  private waitingBytes = 0;
  /** The batch being written, or failed and waiting for its retry. */
  private current: Entry[] | undefined;
  private currentBytes = 0;
  private writing = false;
  /** When the latest write (or retry) started. */
  private writeStartedAt = Number.NEGATIVE_INFINITY;
  private lingerTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private consecutiveFailures = 0;
  /** When the first of the current run of failed writes started; undefined while writes succeed. */
  private failingSince: number | undefined;
  private lastError: unknown;
  private closing = false;
  /** Set once close() is done: nothing is written any more. */
  private stopped = false;
  private drained: (() => void) | undefined;
  private peak = 0;

  constructor(
    private readonly sink: CensusSink,
    private readonly settings: DeliverySettings,
  ) {}

  /** Bytes held now: waiting plus being written. */
  get queuedBytes(): number {
    return this.waitingBytes + this.currentBytes;
  }

  /** The most bytes held at any time since start. */
  get peakQueuedBytes(): number {
    return this.peak;
  }

  /** Since when writes have been failing, or the current write has been hanging; undefined while all is well. */
  private get troubleSince(): number | undefined {
    return this.failingSince ?? (this.writing ? this.writeStartedAt : undefined);
  }

  /** Whether the sink has been failing (or one write hanging) for longer than the delivery timeout. */
  get stalled(): boolean {
    const since = this.troubleSince;
    return since !== undefined && Date.now() - since >= this.settings.deliveryTimeoutMs;
  }

  /** Ready unless the sink is stalled or the queue is over 90% of its cap. */
  health(): { ok: boolean; detail?: string } {
    if (this.stalled) return { ok: false, detail: `sink not durable for ${Date.now() - this.troubleSince!} ms${this.lastError ? `: ${errorMessage(this.lastError)}` : ''}` };
    if (this.queuedBytes >= this.settings.maxQueuedBytes * 0.9) return { ok: false, detail: `queue at ${this.queuedBytes} of ${this.settings.maxQueuedBytes} bytes` };
    return { ok: true };
  }

  /** Resolves once every message is durable; rejects with DeliveryRefusedError when refused or not durable in time. */
  deliver(messages: readonly CensusMessage[]): Promise<void> {
    if (this.closing) return Promise.reject(new DeliveryRefusedError('shutting down'));
    if (this.stalled) return Promise.reject(new DeliveryRefusedError(`the sink has not been durable for ${Date.now() - this.troubleSince!} ms`));
    const sizes = messages.map(messageBytes);
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    if (this.queuedBytes + bytes > this.settings.maxQueuedBytes) return Promise.reject(new DeliveryRefusedError(`the queue is full (${this.queuedBytes} of ${this.settings.maxQueuedBytes} bytes)`));
    if (messages.length === 0) return Promise.resolve();

    return new Promise<void>((resolve, reject) => {
      const delivery: Delivery = {
        remaining: messages.length,
        settled: false,
        resolve,
        reject,
        timer: setTimeout(() => this.settle(delivery, new DeliveryRefusedError(`not durable within ${this.settings.deliveryTimeoutMs} ms`)), this.settings.deliveryTimeoutMs),
      };
      messages.forEach((message, index) => this.waiting.push({ message, bytes: sizes[index]!, delivery }));
      this.waitingBytes += bytes;
      this.peak = Math.max(this.peak, this.queuedBytes);
      this.schedule();
    });
  }

  /**
   * Refuses new deliveries, writes everything accepted (retrying as needed) and closes the sink.
   * Gives up after the delivery timeout: what is still unwritten then was never confirmed to anyone.
   */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.lingerTimer);
    this.lingerTimer = undefined;
    if (this.waiting.length > 0 || this.current) {
      let giveUp: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        this.drained = resolve;
        giveUp = setTimeout(resolve, this.settings.deliveryTimeoutMs);
        this.writeNext();
      });
      clearTimeout(giveUp);
    }
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.sink.close();
  }

  private schedule(): void {
    if (this.writing || this.current || this.waiting.length === 0) return;
    const lingerLeft = this.writeStartedAt + this.settings.lingerMs - Date.now();
    if (this.closing || lingerLeft <= 0 || this.waiting.length >= this.settings.maxBatchMessages || this.waitingBytes >= this.settings.maxBatchBytes) {
      this.writeNext();
    } else {
      this.lingerTimer ??= setTimeout(() => {
        this.lingerTimer = undefined;
        this.writeNext();
      }, lingerLeft);
    }
  }

  private takeBatch(): void {
    let count = 0;
    let bytes = 0;
    while (count < this.waiting.length && count < this.settings.maxBatchMessages) {
      const next = this.waiting[count]!.bytes;
      if (count > 0 && bytes + next > this.settings.maxBatchBytes) break;
      bytes += next;
      count += 1;
    }
    this.current = this.waiting.splice(0, count);
    this.currentBytes = bytes;
    this.waitingBytes -= bytes;
  }

  private writeNext(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.writing || this.stopped) return;
    if (!this.current) {
      if (this.waiting.length === 0) {
        this.drained?.();
        return;
      }
      clearTimeout(this.lingerTimer);
      this.lingerTimer = undefined;
      this.takeBatch();
    }
    const batch = this.current!;
    const startedAt = Date.now();
    this.writing = true;
    this.writeStartedAt = startedAt;
    this.sink.write(batch.map((entry) => entry.message)).then(
      () => {
        this.writing = false;
        this.current = undefined;
        this.currentBytes = 0;
        this.consecutiveFailures = 0;
        this.failingSince = undefined;
        for (const entry of batch) {
          entry.delivery.remaining -= 1;
          if (entry.delivery.remaining === 0) this.settle(entry.delivery);
        }
        if (this.waiting.length > 0) this.schedule();
        else this.drained?.();
      },
      (error: unknown) => {
        this.writing = false;
        this.lastError = error;
        this.failingSince ??= startedAt;
        const backoff = Math.min(this.settings.maxRetryBackoffMs, this.settings.retryBackoffMs * 2 ** this.consecutiveFailures);
        this.consecutiveFailures += 1;
        this.retryTimer = setTimeout(() => this.writeNext(), backoff);
      },
    );
  }

  private settle(delivery: Delivery, error?: Error): void {
    if (delivery.settled) return;
    delivery.settled = true;
    clearTimeout(delivery.timer);
    if (error) delivery.reject(error);
    else delivery.resolve();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
