import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { mailMigrations } from '@mercato/mail';
import { formsMigrations, newsletterSubscribeReactor, restockJoinReactor } from '@mercato/forms/infrastructure';

/**
 * The forms context's tables, the mail outbox its notifications wait in (combineParts runs it once beside restock's), and the topic it
 * publishes: the same in the embedded gateway and in services/forms. Its owner views are written in each append's transaction, so it keeps no
 * projection; its one reactor subscribes restock sign-ups that asked to join the mailing list (restock.events.v1).
 */
export const formsParts: RuntimeParts = {
  migrations: [...mailMigrations, ...formsMigrations],
  projections: [restockJoinReactor, newsletterSubscribeReactor],
  forwardedTopics: [EVENT_TOPICS.forms],
};
