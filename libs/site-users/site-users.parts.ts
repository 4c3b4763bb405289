import { EVENT_TOPICS } from '@mercato/contracts';
import { rateLimitMigrations } from '@mercato/http';
import { mailMigrations } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { paidJoinReactor, siteUserMigrations } from '@mercato/site-users/infrastructure';

/**
 * The site users' tables, the mail outbox their links wait in and the login limits' shared buckets
 * (combineParts runs each once), the topic their events go to, and the paid-join reactor on the
 * orders' events.
 */
export const siteUsersParts: RuntimeParts = {
  migrations: [...rateLimitMigrations, ...mailMigrations, ...siteUserMigrations],
  projections: [paidJoinReactor],
  forwardedTopics: [EVENT_TOPICS.siteUsers],
};
