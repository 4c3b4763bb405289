import { createHash } from 'node:crypto';
import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import { normaliseEmail, siteUserDecider, type SiteUserCommand, type SiteUserEvent, type SiteUserState } from '@mercato/site-users/domain';

/**
 * One stream per website and normalised email: two joins racing with one email append to the same
 * new stream, and the loser's version check fails, so the email is unique without a lock. The email
 * is hashed so the stream id (also the Kafka key) does not carry it.
 */
export const siteUserStreamId = (websiteId: string, email: string): string =>
  `site-user-${createHash('sha256').update(`${websiteId}\n${normaliseEmail(email)}`, 'utf8').digest('hex')}`;

export const siteUserStream: StreamDefinition<SiteUserCommand, SiteUserEvent, SiteUserState> = {
  streamType: 'site-user',
  decider: siteUserDecider,
  codec: streamEventCodec<SiteUserEvent>(),
};
