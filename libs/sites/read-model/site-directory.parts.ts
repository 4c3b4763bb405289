import type { RuntimeParts } from '@mercato/runtime';
import { siteDirectoryMigrations } from './migrations';
import { siteDirectoryProjection } from './site-directory.read-model';

/** Distributed mode: a service's own site directory, fed from the sites topic (mount `siteDirectoryModules()` with it). */
export const siteDirectoryParts: RuntimeParts = {
  migrations: siteDirectoryMigrations,
  projections: [siteDirectoryProjection],
  forwardedTopics: [],
};
