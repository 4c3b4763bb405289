import type { RuntimeParts } from '@mercato/runtime';
import { mediaMigrations } from '@mercato/media/infrastructure';

/**
 * The media context's tables: the same in the embedded gateway and in services/media. It keeps
 * records beside its files rather than events (see the README), so it has no topic or projection.
 */
export const mediaParts: RuntimeParts = {
  migrations: mediaMigrations,
  projections: [],
  forwardedTopics: [],
};
