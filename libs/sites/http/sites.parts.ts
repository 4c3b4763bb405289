import { EVENT_TOPICS } from '@mercato/contracts';
import { contributorMigrations } from '@mercato/http';
import type { RuntimeParts } from '@mercato/runtime';
import { sitesMigrations } from '@mercato/sites/infrastructure';
import { sitesProjection } from '@mercato/sites/projections';

/**
 * The sites context's tables, read model and topic. Contributor accounts and owner sessions live
 * with the sites (who may run which website); services with a database of their own check
 * sessions with the sites service (`RemoteContributorAuthModule`).
 */
export const sitesParts: RuntimeParts = {
  migrations: [...contributorMigrations, ...sitesMigrations],
  projections: [sitesProjection],
  forwardedTopics: [EVENT_TOPICS.sites],
};
