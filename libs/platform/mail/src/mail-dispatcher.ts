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
  /** Workers, each with a transaction (and database connection) of its own. */
  readonly concurrency?: number;
  /** Rows a worker locks and sends side by side in one transaction. */
  readonly batchSize?: number;
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
const DEFAULT_BATCH_SIZE = 25;

/** A claimed row and whether the SMTP server already accepted it (a receipt left by a dispatcher that died before its commit). */
type ClaimedMail = OutboxMail & { readonly receipted: boolean };

/**
 * Delivers the outbox over SMTP. A worker locks a batch of due rows (FOR UPDATE SKIP LOCKED), sends
 * them side by side over the pooled transport, and marks them in the same transaction, so two
 * dispatchers never send one row. Each mail the server accepts gets a receipt at once, in a
 * statement of its own outside that transaction: a crash before the commit leaves the rows pending,
 * and the next dispatcher marks the receipted ones sent instead of sending them again. A refused or
 * unreachable server reschedules the row with backoff: nothing is lost while SMTP is down. The one
 * window left is a crash between the server's acceptance and the receipt: that mail goes again,
 * with the same Message-ID.
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
    for (let batch = await this.deliverBatch(); batch > 0; batch = await this.deliverBatch()) handled += batch;
    return handled;
  }

  private async work(): Promise<void> {
    while (this.running) {
      try {
        if ((await this.deliverBatch()) === 0) await sleep(this.options.idleMs ?? 500);
      } catch (error) {
        this.options.logger.error({ err: error }, 'mail dispatch failed; retrying');
        await sleep(this.options.idleMs ?? 500);
      }
    }
  }

  /** Sends one batch of due rows; answers how many it handled (0 when none is due). */
  private async deliverBatch(): Promise<number> {
    const results = await this.options.dataSource.transaction(async (manager) => {
      const mails = await claimDueMails(manager, this.options.batchSize ?? DEFAULT_BATCH_SIZE);
      const attempts = await Promise.all(mails.map(async (mail) => ({ mail, refusal: mail.receipted ? undefined : await this.send(mail) })));
      const accepted = attempts.filter((attempt) => attempt.refusal === undefined).map((attempt) => attempt.mail.id);
      if (accepted.length > 0) {
        await manager.query(`UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, sent_at = now(), last_error = '' WHERE id = ANY($1::uuid[])`, [accepted]);
        await manager.query('DELETE FROM mail_sent_receipts WHERE id = ANY($1::uuid[])', [accepted]);
      }
      const outcomes: { mail: OutboxMail; outcome: DeliveryOutcome | null }[] = [];
      for (const { mail, refusal } of attempts) outcomes.push({ mail, outcome: refusal === undefined ? { delivered: true } : await this.reschedule(manager, mail, refusal) });
      return outcomes;
    });
    for (const { mail, outcome } of results) if (outcome) await this.tell(mail, outcome);
    return results.length;
  }

  /** Sends a mail; answers the server's refusal, or undefined once it accepted and the receipt is written. */
  private async send(mail: OutboxMail): Promise<string | undefined> {
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
      return error instanceof Error ? error.message : String(error);
    }
    await this.options.dataSource.query('INSERT INTO mail_sent_receipts (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [mail.id]);
    return undefined;
  }

  /** A refused mail waits for its next attempt with backoff, or is given up after the last; answers the final outcome, or null. */
  private async reschedule(manager: EntityManager, mail: OutboxMail, reason: string): Promise<DeliveryOutcome | null> {
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

  private async tell(mail: OutboxMail, outcome: DeliveryOutcome): Promise<void> {
    try {
      await this.options.onOutcome?.(mail, outcome);
    } catch (error) {
      this.options.logger.error({ err: error, mailId: mail.id }, 'mail outcome not recorded');
    }
  }
}

async function claimDueMails(manager: EntityManager, limit: number): Promise<ClaimedMail[]> {
  const rows: (Parameters<typeof toOutboxMail>[0] & { receipted: boolean })[] = await manager.query(
    `SELECT o.id, o.source, o.reference, o.message, o.status, o.attempts, o.last_error, o.created_at, o.sent_at,
            EXISTS (SELECT 1 FROM mail_sent_receipts r WHERE r.id = o.id) AS receipted
     FROM mail_outbox o
     WHERE o.status = 'pending' AND o.next_attempt_at <= now()
     ORDER BY o.next_attempt_at, o.created_at, o.id LIMIT $1 FOR UPDATE OF o SKIP LOCKED`,
    [limit],
  );
  return rows.map((row) => ({ ...toOutboxMail(row), receipted: row.receipted }));
}
