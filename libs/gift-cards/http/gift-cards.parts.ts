import { EVENT_TOPICS } from '@mercato/contracts';
import { mailMigrations } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { giftCardMigrations, orderGiftCardsReactor } from '@mercato/gift-cards/infrastructure';

/**
 * The gift cards' tables (and the mail outbox the codes go through), the reactor that issues a
 * placed order's cards from the orders' events, and their topic: the same in every mode.
 */
export const giftCardsParts: RuntimeParts = {
  migrations: [...mailMigrations, ...giftCardMigrations],
  projections: [orderGiftCardsReactor],
  forwardedTopics: [EVENT_TOPICS.giftCards],
};
