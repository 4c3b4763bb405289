import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { MailMessage, MailStatus, OutboxMail } from './mail-message';

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

/** How many of a site's mails from one source are in each state (every state named, 0 when none). */
export async function outboxCounts(dataSource: DataSource, filter: { readonly websiteId: string; readonly source: string }): Promise<Record<MailStatus, number>> {
  const rows: { status: MailStatus; count: number }[] = await dataSource.query(
    'SELECT status, count(*)::int AS count FROM mail_outbox WHERE website_id = $1 AND source = $2 GROUP BY status',
    [filter.websiteId, filter.source],
  );
  const counts: Record<MailStatus, number> = { pending: 0, sent: 0, failed: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The outbox, newest first, for the owner console (the embedded default keeps mails here). */
export async function listOutbox(dataSource: DataSource, filter: { readonly websiteId: string; readonly source: string; readonly limit: number }): Promise<OutboxMail[]> {
  const rows: OutboxRow[] = await dataSource.query(
    `SELECT id, source, reference, message, status, attempts, last_error, created_at, sent_at FROM mail_outbox
     WHERE website_id = $1 AND source = $2 ORDER BY created_at DESC, id LIMIT $3`,
    [filter.websiteId, filter.source, filter.limit],
  );
  return rows.map(toOutboxMail);
}
