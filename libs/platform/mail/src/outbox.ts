import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { MAIL_STATUSES, type MailMessage, type MailStatus, type OutboxMail } from './mail-message';

export interface MailToQueue {
  /** The site the mail is sent for: the owner console lists a site's mails. */
  readonly websiteId: string;
  readonly source: string;
  readonly reference: string;
  readonly message: MailMessage;
}

/**
 * Queues mails in the caller's transaction, in one statement. A (source, reference) already queued
 * is left as it is, so a reactor replaying its batch after a crash queues nothing twice. Answers
 * how many were new.
 */
export async function enqueueMails(manager: EntityManager, mails: readonly MailToQueue[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = mails.map((mail) => {
    const id = randomUUID();
    const message: MailMessage = { ...mail.message, messageId: mail.message.messageId ?? `${id}@mercato` };
    return { id, website_id: mail.websiteId, source: mail.source, reference: mail.reference, message };
  });
  const inserted: unknown[] = await manager.query(
    `INSERT INTO mail_outbox (id, website_id, source, reference, message)
     SELECT t.id, t.website_id, t.source, t.reference, t.message FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, website_id text, source text, reference text, message jsonb)
     ON CONFLICT (source, reference) DO NOTHING RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}

/** Queues one mail (see enqueueMails); answers whether it was new. */
export async function enqueueMail(manager: EntityManager, mail: MailToQueue): Promise<boolean> {
  return (await enqueueMails(manager, [mail])) > 0;
}

/** Withdraws a mail that has not gone yet (e.g. its recipient unsubscribed); one already sent stays sent. */
export async function cancelMail(manager: EntityManager, source: string, reference: string): Promise<void> {
  await manager.query(`UPDATE mail_outbox SET status = 'cancelled' WHERE source = $1 AND reference = $2 AND status = 'pending'`, [source, reference]);
}

interface OutboxRow {
  id: string;
  source: string;
  reference: string;
  message: MailMessage;
  status: MailStatus;
  attempts: number;
  last_error: string;
  created_at: Date;
  sent_at: Date | null;
}

export const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  source: row.source,
  reference: row.reference,
  message: row.message,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at ? row.sent_at.toISOString() : null,
});

/** Which of a site's mails: all of them, or those one context queued. */
export interface OutboxFilter {
  readonly websiteId: string;
  /** The context that queued them (its outbox source); all sources when left out. */
  readonly source?: string;
}

const noMails = (): Record<MailStatus, number> => ({ pending: 0, sent: 0, failed: 0, cancelled: 0 });

/** The counts by state of several sources added up. */
export function totalCounts(bySource: Readonly<Record<string, Record<MailStatus, number>>>): Record<MailStatus, number> {
  const counts = noMails();
  for (const ofSource of Object.values(bySource)) for (const status of MAIL_STATUSES) counts[status] += ofSource[status];
  return counts;
}

/** How many of a site's mails (of one source, or all) are in each state (every state named, 0 when none). */
export async function outboxCounts(dataSource: DataSource, filter: OutboxFilter): Promise<Record<MailStatus, number>> {
  return totalCounts(await outboxCountsBySource(dataSource, filter));
}

/** A site's mails by the context that queued them, each with its counts by state. */
export async function outboxCountsBySource(dataSource: DataSource, filter: OutboxFilter): Promise<Record<string, Record<MailStatus, number>>> {
  const rows: { source: string; status: MailStatus; count: number }[] = await dataSource.query(
    'SELECT source, status, count(*)::int AS count FROM mail_outbox WHERE website_id = $1 AND ($2::text IS NULL OR source = $2) GROUP BY source, status',
    [filter.websiteId, filter.source ?? null],
  );
  const bySource: Record<string, Record<MailStatus, number>> = {};
  for (const row of rows) (bySource[row.source] ??= noMails())[row.status] = row.count;
  return bySource;
}

/** The outbox, newest first, for the owner console (the embedded default keeps mails here). */
export async function listOutbox(dataSource: DataSource, filter: OutboxFilter & { readonly limit: number }): Promise<OutboxMail[]> {
  const rows: OutboxRow[] = await dataSource.query(
    `SELECT id, source, reference, message, status, attempts, last_error, created_at, sent_at FROM mail_outbox
     WHERE website_id = $1 AND ($2::text IS NULL OR source = $2) ORDER BY created_at DESC, id LIMIT $3`,
    [filter.websiteId, filter.source ?? null, filter.limit],
  );
  return rows.map(toOutboxMail);
}
