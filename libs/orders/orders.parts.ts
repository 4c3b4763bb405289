import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { ordersMigrations } from '@mercato/orders/infrastructure';

/** The orders tables (with the test provider's and the mail outbox) and the topic it publishes. */
export const ordersParts: RuntimeParts = {
  migrations: ordersMigrations,
  projections: [],
  forwardedTopics: [EVENT_TOPICS.orders],
};
