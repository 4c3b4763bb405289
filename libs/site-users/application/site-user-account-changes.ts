import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { SITE_USER_ACCOUNT_MESSAGES, SITE_USER_PASSWORD_MIN_LENGTH } from '@mercato/spec';
import { normaliseEmail, SiteUserError, type SiteUserCommand, type SiteUserEvent } from '@mercato/site-users/domain';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import type { SiteUserAccount } from './site-user-sessions';
import { mailLink, spendLink, tokenHash, type LinkPurpose } from './site-user-links';
import { siteUserStream, siteUserStreamId } from './site-user.stream';

const linkInvalid = () => new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.linkInvalid, 'token');

/**
 * Changes to an existing account: the mailed links (verify the email, reset the password) and the
 * language. Each appends to the account's stream and, in the same transaction, spends the link and
 * updates the credentials row the account API and sign-in read.
 */
@Injectable()
export class SiteUserAccountChanges {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async verifyEmail(websiteId: string, token: string): Promise<SiteUserAccount> {
    const account = await this.holderOf(websiteId, 'emailVerification', token);
    await this.change(account, { type: 'VerifyEmail', verifiedAt: Date.now() }, async (manager) => {
      if (!(await spendLink(manager, 'emailVerification', token))) throw linkInvalid();
      await manager.query('UPDATE site_user_credentials SET email_verified = true WHERE site_user_id = $1', [account.siteUserId]);
    });
    return account;
  }

  /** Mails a reset link when the email has an account here; the caller answers the same either way. */
  async requestPasswordReset(websiteId: string, email: string, origin: string): Promise<void> {
    const rows: { site_user_id: string; email: string }[] = await this.dataSource.query(
      'SELECT site_user_id, email FROM site_user_credentials WHERE website_id = $1 AND email = $2',
      [websiteId, normaliseEmail(email)],
    );
    const found = rows[0];
    if (!found) return;
    await this.dataSource.transaction((manager) => mailLink(manager, 'passwordReset', { websiteId, siteUserId: found.site_user_id, email: found.email }, origin));
  }

  /** Sets the new password and revokes every session (whoever had the old password is signed out). */
  async resetPassword(websiteId: string, token: string, password: string): Promise<void> {
    const account = await this.holderOf(websiteId, 'passwordReset', token);
    // A short password is refused by the decider before the (deliberately slow) hash is spent on it.
    const passwordHash = password.length >= SITE_USER_PASSWORD_MIN_LENGTH ? await this.hasher.hash(password) : '';
    await this.change(account, { type: 'ResetPassword', passwordLength: password.length, resetAt: Date.now() }, async (manager) => {
      if (!(await spendLink(manager, 'passwordReset', token))) throw linkInvalid();
      await manager.query('UPDATE site_user_credentials SET password_hash = $2 WHERE site_user_id = $1', [account.siteUserId, passwordHash]);
      await manager.query('DELETE FROM site_user_sessions WHERE site_user_id = $1', [account.siteUserId]);
    });
  }

  async changeLocale(account: SiteUserAccount, language: string): Promise<void> {
    await this.change(account, { type: 'ChangeLocale', language }, async (manager) => {
      await manager.query('UPDATE site_user_credentials SET language = $2 WHERE site_user_id = $1', [account.siteUserId, language]);
    });
  }

  /** The account a link's token was minted for, if the token is usable on this website. */
  private async holderOf(websiteId: string, purpose: LinkPurpose, token: string): Promise<SiteUserAccount> {
    const rows: { site_user_id: string; email: string }[] = await this.dataSource.query(
      `SELECT c.site_user_id, c.email FROM site_user_tokens t JOIN site_user_credentials c ON c.site_user_id = t.site_user_id
        WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now() AND c.website_id = $3`,
      [tokenHash(token), purpose, websiteId],
    );
    if (!rows[0]) throw linkInvalid();
    return { siteUserId: rows[0].site_user_id, websiteId, email: rows[0].email };
  }

  /** Appends the command's events; `sideEffects` run in the append's transaction, or alone when there is nothing to append. */
  private async change(account: SiteUserAccount, command: SiteUserCommand, sideEffects: (manager: EntityManager) => Promise<void>): Promise<void> {
    const result = await runCommand(this.store, {
      stream: siteUserStream,
      streamId: siteUserStreamId(account.websiteId, account.email),
      command,
      onAppended: (manager, _events: readonly SiteUserEvent[]) => sideEffects(manager),
    });
    if (result.events.length === 0) await this.dataSource.transaction(sideEffects);
  }
}
