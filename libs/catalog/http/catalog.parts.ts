import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { catalogWriteSchema } from '@mercato/catalog/application';
import { catalogProjection, catalogReadModelSchema, siteDirectoryProjection, siteDirectorySchema } from '@mercato/catalog/projections';

/** The catalog's tables, its read model and the topic it publishes: the same in every mode. */
export const catalogParts: RuntimeParts = {
  schema: [catalogWriteSchema, catalogReadModelSchema],
  projections: [catalogProjection],
  forwardedTopics: [EVENT_TOPICS.catalog],
};

/** Distributed mode only: the catalog's own site directory, fed from the sites topic. */
export const siteDirectoryParts: RuntimeParts = {
  schema: [siteDirectorySchema],
  projections: [siteDirectoryProjection],
  forwardedTopics: [],
};
