import type { MailMessageView, MailStatus, OutboxMailView } from '@mercato/views';

/** One email as the mailer stores and sends it: plain data, so it can wait in the outbox as JSON (the owner reads it as @mercato/views' MailMessageView). */
export type MailMessage = MailMessageView;
/** An outbox row as the owner console and the dispatcher see it. */
export type OutboxMail = OutboxMailView;
export type { MailStatus };

export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed', 'cancelled'];

/** Text made safe to put inside a mail's HTML (a product title, an address). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
