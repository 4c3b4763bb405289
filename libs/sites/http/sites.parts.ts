import { EVENT_TOPICS } from '@mercato/contracts';
import { CONTRIBUTOR_AUTH_SCHEMA } from '@mercato/http';
import type { RuntimeParts } from '@mercato/runtime';
import { sitesWriteSchema } from '@mercato/sites/application';
import { sitesProjection, sitesReadModelSchema } from '@mercato/sites/projections';

/**
 * The sites context's tables, read model and topic. Contributor accounts and owner sessions live
 * with the sites (who may run which website); services with a database of their own check
 * sessions with the sites service (`RemoteContributorAuthModule`).
 */
export const sitesParts: RuntimeParts = {
  schema: [{ name: 'contributor-auth', statements: CONTRIBUTOR_AUTH_SCHEMA }, sitesWriteSchema, sitesReadModelSchema],
  projections: [sitesProjection],
  forwardedTopics: [EVENT_TOPICS.sites],
};
