/** One email as the mailer stores and sends it: plain data, so it can wait in the outbox as JSON. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  readonly headers: Readonly<Record<string, string>>;
  /** Message-ID (without angle brackets): stable per outbox row, so a redelivery is recognisable as the same mail. */
  readonly messageId?: string;
}

/** Where an outbox row stands: waiting to go, accepted by the SMTP server, given up on, or withdrawn before it went. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'cancelled';

export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed', 'cancelled'];

/** An outbox row as the owner console and the dispatcher see it. */
export interface OutboxMail {
  readonly id: string;
  /** The context that queued it and its own id for the mail: (source, reference) is unique, so queuing twice queues once. */
  readonly source: string;
  readonly reference: string;
  readonly message: MailMessage;
  readonly status: MailStatus;
  readonly attempts: number;
  readonly lastError: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** Text made safe to put inside a mail's HTML (a product title, an address). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
