import type { RuntimeParts } from '@mercato/runtime';
import { censusMigrations, censusSiteHostsMigrations, censusSiteHostsProjection } from '@mercato/census/infrastructure';

/** Census keeps no events and reads no topic: only the census_records table of embedded mode. */
export const censusParts: RuntimeParts = {
  migrations: censusMigrations,
  projections: [],
  forwardedTopics: [],
};

/** Distributed mode only: the census service's own site directory, fed from the sites topic. */
export const censusSiteHostsParts: RuntimeParts = {
  migrations: censusSiteHostsMigrations,
  projections: [censusSiteHostsProjection],
  forwardedTopics: [],
};
