import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { formsSchema } from '@mercato/forms/infrastructure';

/**
 * The forms context's tables and the topic it publishes: the same in the embedded gateway and in
 * services/forms. Its owner views are written in each append's transaction, so it keeps no projection.
 */
export const formsParts: RuntimeParts = {
  schema: [formsSchema],
  projections: [],
  forwardedTopics: [EVENT_TOPICS.forms],
};
