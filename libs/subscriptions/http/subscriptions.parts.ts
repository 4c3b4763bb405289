import { EVENT_TOPICS } from '@mercato/contracts';
import { mailMigrations } from '@mercato/mail';
import { testPaymentMigrations } from '@mercato/payments';
import type { RuntimeParts } from '@mercato/runtime';
import { subscriptionMigrations } from '@mercato/subscriptions/infrastructure';

/** The subscriptions' tables (with the test payment provider's, which renewals charge by default, and the mail outbox renewal receipts go through) and their topic. */
export const subscriptionsParts: RuntimeParts = {
  migrations: [...testPaymentMigrations, ...mailMigrations, ...subscriptionMigrations],
  projections: [],
  forwardedTopics: [EVENT_TOPICS.subscriptions],
};
