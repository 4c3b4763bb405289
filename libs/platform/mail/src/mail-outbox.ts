import type { DataSource, EntityManager } from 'typeorm';

/** One email to send: plain text, one recipient. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** The port the outbox delivers through (SMTP in production, a test's own server in tests). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Queues `mail` inside `manager`'s transaction. */
export async function enqueueMail(manager: EntityManager, mail: OutgoingMail): Promise<void> {
  await manager.query('INSERT INTO mail_outbox (recipient, subject, body) VALUES ($1, $2, $3)', [mail.to, mail.subject, mail.text]);
}

/** After this many failed attempts a mail is left with its last error, for an operator to look at. */
export const MAX_MAIL_ATTEMPTS = 8;

/**
 * Sends what is due, a batch at a time; each mail is locked while it is sent (SKIP LOCKED), so
 * several processes can drain one outbox and none sends a mail twice at once. A failure waits
 * longer each time (30 s, 1 min, 2 min, ...). Answers how many mails were sent.
 */
export async function deliverDueMail(dataSource: DataSource, mailer: Mailer, batchSize = 10): Promise<number> {
  return dataSource.transaction(async (manager) => {
    const due: Array<{ id: string; recipient: string; subject: string; body: string; attempts: number }> = await manager.query(
      `SELECT id, recipient, subject, body, attempts FROM mail_outbox WHERE sent_at IS NULL AND next_try <= now() AND attempts < $1 ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [MAX_MAIL_ATTEMPTS, batchSize],
    );
    let sent = 0;
    for (const mail of due) {
      try {
        await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.body });
        await manager.query('UPDATE mail_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = $1', [mail.id]);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await manager.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, next_try = now() + make_interval(secs => $3) WHERE id = $1`, [mail.id, message, 30 * 2 ** mail.attempts]);
      }
    }
    return sent;
  });
}
