import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { enqueueMail } from '@mercato/mail';
import { SITE_USER_ACCOUNT_MESSAGES, SITE_USER_ROUTES, SITE_USER_TOKEN_TTL_MS } from '@mercato/spec';

/** What a mailed link lets its holder do once. */
export type LinkPurpose = 'emailVerification' | 'passwordReset';

/** Mails queued by this context go to the outbox under this source; the token's hash is the reference. */
export const SITE_USERS_MAIL_SOURCE = 'site-users';

/** Storefront pages that take the token from the link's query. */
const LINK_PATHS: Readonly<Record<LinkPurpose, string>> = { emailVerification: SITE_USER_ROUTES.verifyEmail, passwordReset: SITE_USER_ROUTES.resetPassword };

const MAIL_WORDING: Readonly<Record<LinkPurpose, { subject: string; text: string }>> = {
  emailVerification: { subject: SITE_USER_ACCOUNT_MESSAGES.verificationSubject, text: SITE_USER_ACCOUNT_MESSAGES.verificationText },
  passwordReset: { subject: SITE_USER_ACCOUNT_MESSAGES.resetSubject, text: SITE_USER_ACCOUNT_MESSAGES.resetText },
};

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface LinkRecipient {
  readonly websiteId: string;
  readonly siteUserId: string;
  readonly email: string;
}

/**
 * Mints a single-use link, keeps only its token's hash, and queues the mail carrying it, all in the
 * caller's transaction: a refused change queues nothing, and the token itself is never stored.
 * `origin` is the storefront's scheme and host, e.g. https://shop.example.
 */
export async function mailLink(manager: EntityManager, purpose: LinkPurpose, recipient: LinkRecipient, origin: string, now = Date.now()): Promise<void> {
  const token = newToken();
  const hash = tokenHash(token);
  await manager.query('INSERT INTO site_user_tokens (token_hash, purpose, site_user_id, expires_at) VALUES ($1, $2, $3, $4)', [
    hash,
    purpose,
    recipient.siteUserId,
    new Date(now + SITE_USER_TOKEN_TTL_MS[purpose]),
  ]);
  const link = `${origin}${LINK_PATHS[purpose]}?token=${token}`;
  const { subject, text } = MAIL_WORDING[purpose];
  await enqueueMail(manager, {
    websiteId: recipient.websiteId,
    source: SITE_USERS_MAIL_SOURCE,
    reference: `${purpose}:${hash}`,
    message: { to: recipient.email, subject, text: `${text}\n\n${link}\n`, html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`, headers: {} },
  });
}

/**
 * Spends a link's token in the caller's transaction: answers its site user if the token is of this
 * purpose, unused and unexpired, and marks it used; a second use (or a racing one, which waits for
 * the row lock) answers undefined.
 */
export async function spendLink(manager: EntityManager, purpose: LinkPurpose, token: string): Promise<string | undefined> {
  const rows: { site_user_id: string }[] = await manager.query(
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE with [rows, count] rather than the rows.
    `WITH spent AS (UPDATE site_user_tokens SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING site_user_id)
     SELECT site_user_id FROM spent`,
    [tokenHash(token), purpose],
  );
  return rows[0]?.site_user_id;
}
