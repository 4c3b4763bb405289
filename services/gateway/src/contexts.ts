import { CONTRIBUTOR_AUTH_SCHEMA } from '@mercato/http';
import { EVENT_TOPICS } from '@mercato/contracts';
import { catalogWriteSchema } from '@mercato/catalog/application';
import { catalogProjection, catalogReadModelSchema } from '@mercato/catalog/projections';
import { sitesWriteSchema } from '@mercato/sites/application';
import { sitesProjection, sitesReadModelSchema } from '@mercato/sites/projections';
import type { RuntimeParts } from '@mercato/runtime';

/** Everything the embedded mode runs in one process: every context's schema and projections. */
export const allContexts: RuntimeParts = {
  schema: [
    { name: 'contributor-auth', statements: CONTRIBUTOR_AUTH_SCHEMA },
    catalogWriteSchema,
    catalogReadModelSchema,
    sitesWriteSchema,
    sitesReadModelSchema,
  ],
  projections: [catalogProjection, sitesProjection],
  forwardedTopics: [EVENT_TOPICS.catalog, EVENT_TOPICS.sites],
};
