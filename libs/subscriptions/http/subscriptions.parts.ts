import { EVENT_TOPICS } from '@mercato/contracts';
import { testPaymentMigrations } from '@mercato/payments';
import type { RuntimeParts } from '@mercato/runtime';
import { subscriptionMigrations } from '@mercato/subscriptions/infrastructure';

/** The subscriptions' tables (and the test payment provider's, which renewals charge by default) and their topic. */
export const subscriptionsParts: RuntimeParts = {
  migrations: [...testPaymentMigrations, ...subscriptionMigrations],
  projections: [],
  forwardedTopics: [EVENT_TOPICS.subscriptions],
};
