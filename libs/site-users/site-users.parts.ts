import { EVENT_TOPICS } from '@mercato/contracts';
import { mailMigrations } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { siteUserMigrations } from '@mercato/site-users/infrastructure';

/** The site users' tables, the mail outbox their links wait in (combineParts runs it once), and the topic their events go to. */
export const siteUsersParts: RuntimeParts = {
  migrations: [...mailMigrations, ...siteUserMigrations],
  projections: [],
  forwardedTopics: [EVENT_TOPICS.siteUsers],
};
