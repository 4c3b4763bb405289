import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { censusOutboxMigrations } from '@mercato/census/ports';
import { ordersMigrations, purchaseCensusReactor } from '@mercato/orders/infrastructure';

/**
 * The orders tables (with the test provider's and the mail outbox), the census outbox its purchase
 * reactor reports paid orders into (delivered by CensusOutboxModule), and the topic it publishes.
 */
export const ordersParts: RuntimeParts = {
  migrations: [...censusOutboxMigrations, ...ordersMigrations],
  projections: [purchaseCensusReactor],
  forwardedTopics: [EVENT_TOPICS.orders],
};
