import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PostgresEventStore, runCommand } from '@mercato/event-store';
import { SITE_USER_PASSWORD_MIN_LENGTH } from '@mercato/spec';
import { SiteUserError, type SiteUserEvent } from '@mercato/site-users/domain';
import { PASSWORD_HASHER, type PasswordHasher } from './password-hasher.port';
import { mailLink } from './site-user-links';
import { siteUserStream, siteUserStreamId } from './site-user.stream';

/** Sign-up: a new site user of one website, with an email and a password. */
export class JoinSiteUserCommand {
  constructor(
    readonly websiteId: string,
    readonly email: string,
    readonly password: string,
    /** The storefront's scheme and host, for the verification link mailed on joining. */
    readonly origin: string,
  ) {}
}

export interface JoinedSiteUser {
  readonly siteUserId: string;
  readonly email: string;
}

@CommandHandler(JoinSiteUserCommand)
export class JoinSiteUserHandler implements ICommandHandler<JoinSiteUserCommand, JoinedSiteUser> {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ websiteId, email, password, origin }: JoinSiteUserCommand): Promise<JoinedSiteUser> {
    // A short password is refused by the decider before the (deliberately slow) hash is spent on it.
    const passwordHash = password.length >= SITE_USER_PASSWORD_MIN_LENGTH ? await this.hasher.hash(password) : '';
    const result = await runCommand(this.store, {
      stream: siteUserStream,
      streamId: siteUserStreamId(websiteId, email),
      command: { type: 'Join', websiteId, siteUserId: randomUUID(), email, passwordLength: password.length, joinedAt: Date.now() },
      // The hash never goes into an event (events reach Kafka): it is kept beside them, in the append's
      // transaction, with the verification link's token hash and its mail.
      onAppended: async (manager, events: readonly SiteUserEvent[]) => {
        for (const joined of events.filter((event) => event.$typeName === 'mercato.site_users.v1.SiteUserJoined')) {
          await manager.query('INSERT INTO site_user_credentials (site_user_id, website_id, email, password_hash) VALUES ($1, $2, $3, $4)', [
            joined.siteUserId,
            joined.websiteId,
            joined.email,
            passwordHash,
          ]);
          await mailLink(manager, 'emailVerification', joined, origin);
        }
      },
    });
    if (result.state.status !== 'joined') throw new SiteUserError('conflict', 'The account was not created.');
    return { siteUserId: result.state.siteUserId, email: result.state.email };
  }
}
