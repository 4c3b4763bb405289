import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { sitesMigrations } from '@mercato/sites/infrastructure';
import { sitesProjection } from '@mercato/sites/projections';

/**
 * The sites context's tables, read model and topic. The sites service also runs the accounts
 * context (`accountsParts`); services with a database of their own check owner sessions there
 * (`RemoteContributorAuthModule`).
 */
export const sitesParts: RuntimeParts = {
  migrations: sitesMigrations,
  projections: [sitesProjection],
  forwardedTopics: [EVENT_TOPICS.sites],
};
