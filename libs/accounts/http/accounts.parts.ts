import type { RuntimeParts } from '@mercato/runtime';
import { contributorMigrations } from '@mercato/accounts/infrastructure';

/** Contributor accounts keep plain tables: no events, no read model. */
export const accountsParts: RuntimeParts = {
  migrations: contributorMigrations,
  projections: [],
  forwardedTopics: [],
};
