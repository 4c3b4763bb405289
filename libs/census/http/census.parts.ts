import type { RuntimeParts } from '@mercato/runtime';
import { censusMigrations } from '@mercato/census/infrastructure';

/** Census keeps no events and reads no topic: only the census_records table of embedded mode. */
export const censusParts: RuntimeParts = {
  migrations: censusMigrations,
  projections: [],
  forwardedTopics: [],
};
