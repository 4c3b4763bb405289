import type { RuntimeParts } from '@mercato/runtime';
import { censusSchema } from '@mercato/census/infrastructure';

/** Census keeps no events and reads no topic: only the census_records table of embedded mode. */
export const censusParts: RuntimeParts = {
  schema: [censusSchema],
  projections: [],
  forwardedTopics: [],
};
