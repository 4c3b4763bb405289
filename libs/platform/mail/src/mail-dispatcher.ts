import { setTimeout as sleep } from 'node:timers/promises';
import type { Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '@mercato/observability';
import type { OutboxMail } from './mail-message';
import { toOutboxMail } from './outbox';

export type DeliveryOutcome = { readonly delivered: true } | { readonly delivered: false; readonly reason: string };

export interface MailDispatcherOptions {
  readonly dataSource: DataSource;
  readonly transport: Transporter;
  /** The From address of every mail. */
  readonly from: string;
  readonly logger: Logger;
  /** Rows delivered at once, each in its own transaction (and database connection). */
  readonly concurrency?: number;
  /** Wait before the n-th retry: baseMs * 2^(n-1), at most maxMs. */
  readonly backoff?: { readonly baseMs: number; readonly maxMs: number };
  /** After this many refused attempts the mail is given up as failed. */
  readonly maxAttempts?: number;
  /** How long to wait when nothing is due. */
  readonly idleMs?: number;
  /** Told of every final outcome (sent, or failed for good) after it is committed, e.g. to record it as an event. */
  readonly onOutcome?: (mail: OutboxMail, outcome: DeliveryOutcome) => Promise<void>;
}

const DEFAULT_BACKOFF = { baseMs: 1_000, maxMs: 5 * 60_000 };

/**
 * Delivers the outbox over SMTP. Each row is locked (FOR UPDATE SKIP LOCKED), sent and marked in
 * one transaction, so two dispatchers never send one row and a crash before the commit leaves the
 * row pending for the next one. A refused or unreachable server reschedules the row with backoff:
 * nothing is lost while SMTP is down. The one window left is a crash after the server accepted a
 * mail and before the commit: that mail goes again, with the same Message-ID.
 */
export class MailDispatcher {
  private running = false;
  private workers: Promise<void>[] = [];

  constructor(private readonly options: MailDispatcherOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    const concurrency = this.options.concurrency ?? 4;
    this.workers = Array.from({ length: concurrency }, () => this.work());
  }

  /** Finishes the rows in flight and stops. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.workers = [];
  }

  /** Delivers rows until none is due now; answers how many it handled. */
  async deliverDue(): Promise<number> {
    let handled = 0;
    while (await this.deliverOne()) handled++;
    return handled;
  }

  private async work(): Promise<void> {
    while (this.running) {
      try {
        if (!(await this.deliverOne())) await sleep(this.options.idleMs ?? 500);
      } catch (error) {
        this.options.logger.error({ err: error }, 'mail dispatch failed; retrying');
        await sleep(this.options.idleMs ?? 500);
      }
    }
  }

  /** Sends one due row; false when none is due. */
  private async deliverOne(): Promise<boolean> {
    const result = await this.options.dataSource.transaction(async (manager) => {
      const mail = await claimDueMail(manager);
      if (!mail) return null;
      return { mail, outcome: await this.send(manager, mail) };
    });
    if (!result) return false;
    if (result.outcome && this.options.onOutcome) {
      try {
        await this.options.onOutcome(result.mail, result.outcome);
      } catch (error) {
        this.options.logger.error({ err: error, mailId: result.mail.id }, 'mail outcome not recorded');
      }
    }
    return true;
  }

  /** Sends and marks the row; answers the final outcome, or null when the row waits for a retry. */
  private async send(manager: EntityManager, mail: OutboxMail): Promise<DeliveryOutcome | null> {
    const { message } = mail;
    try {
      await this.options.transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: { ...message.headers },
        ...(message.messageId ? { messageId: `<${message.messageId}>` } : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = mail.attempts + 1;
      const giveUp = attempts >= (this.options.maxAttempts ?? 10);
      const { baseMs, maxMs } = this.options.backoff ?? DEFAULT_BACKOFF;
      const delayMs = Math.min(maxMs, baseMs * 2 ** (attempts - 1));
      await manager.query(
        `UPDATE mail_outbox SET attempts = $2, last_error = $3, status = $4, next_attempt_at = now() + make_interval(secs => $5::float8 / 1000) WHERE id = $1`,
        [mail.id, attempts, reason, giveUp ? 'failed' : 'pending', delayMs],
      );
      this.options.logger.warn({ mailId: mail.id, attempts, reason }, giveUp ? 'mail given up' : 'mail refused; will retry');
      return giveUp ? { delivered: false, reason } : null;
    }
    await manager.query(`UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = '' WHERE id = $1`, [mail.id]);
    return { delivered: true };
  }
}

async function claimDueMail(manager: EntityManager): Promise<OutboxMail | undefined> {
  const rows: Parameters<typeof toOutboxMail>[0][] = await manager.query(
    `SELECT id, source, reference, message, status, attempts, last_error, created_at, sent_at FROM mail_outbox
     WHERE status = 'pending' AND next_attempt_at <= now()
     ORDER BY next_attempt_at, created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
  );
  return rows[0] ? toOutboxMail(rows[0]) : undefined;
}
