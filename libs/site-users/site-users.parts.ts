import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { siteUserMigrations } from '@mercato/site-users/infrastructure';

/** The site users' tables and the topic their events go to. */
export const siteUsersParts: RuntimeParts = {
  migrations: siteUserMigrations,
  projections: [],
  forwardedTopics: [EVENT_TOPICS.siteUsers],
};
