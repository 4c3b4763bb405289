import type { RuntimeParts } from '@mercato/runtime';
import { rateLimitMigrations } from '@mercato/http';
import { contributorMigrations } from '@mercato/accounts/infrastructure';

/** Contributor accounts keep plain tables: no events, no read model; the login limits' shared buckets. */
export const accountsParts: RuntimeParts = {
  migrations: [...rateLimitMigrations, ...contributorMigrations],
  projections: [],
  forwardedTopics: [],
};
