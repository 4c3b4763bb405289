import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { cartMigrations, catalogOffersProjection } from '@mercato/cart/infrastructure';
import { cartOverviewProjection } from '@mercato/cart/projections';

/**
 * The cart's tables, its read model of the catalog, the analysts' overview of carts and the topic
 * it publishes: the same in the embedded gateway and in services/cart.
 */
export const cartParts: RuntimeParts = {
  migrations: cartMigrations,
  projections: [catalogOffersProjection, cartOverviewProjection],
  forwardedTopics: [EVENT_TOPICS.cart],
};
