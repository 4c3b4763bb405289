import type { DataSource } from 'typeorm';
import { createLogger } from '@mercato/observability';
import { deliverDueMail, type Mailer } from './mail-outbox';

const logger = createLogger('mail');

/**
 * Drains the mail outbox every `intervalMs` while the process runs. Without a mailer (no SMTP_URL)
 * nothing is started and mail waits in the outbox.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => deliverDueMail(this.dataSource, this.mailer)).catch((error: unknown) => logger.warn({ err: error }, 'mail delivery failed'));
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
