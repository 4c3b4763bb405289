import { EVENT_TOPICS } from '@mercato/contracts';
import { mailMigrations } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { giftCardMigrations } from '@mercato/gift-cards/infrastructure';

/** The gift cards' tables (and the mail outbox the codes go through) and their topic: the same in every mode. */
export const giftCardsParts: RuntimeParts = {
  migrations: [...mailMigrations, ...giftCardMigrations],
  projections: [],
  forwardedTopics: [EVENT_TOPICS.giftCards],
};
