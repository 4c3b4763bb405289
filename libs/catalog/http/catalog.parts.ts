import { EVENT_TOPICS } from '@mercato/contracts';
import type { RuntimeParts } from '@mercato/runtime';
import { catalogMigrations, orderStockReactor } from '@mercato/catalog/infrastructure';
import { catalogProjection } from '@mercato/catalog/projections';

/** The catalog's tables, its read model and the topic it publishes: the same in every mode. */
export const catalogParts: RuntimeParts = {
  migrations: catalogMigrations,
  projections: [catalogProjection],
  forwardedTopics: [EVENT_TOPICS.catalog],
};

/** Distributed mode only: the orders saga's reactor, settling stock reserved over HTTP from the orders topic. */
export const stockReservationParts: RuntimeParts = {
  migrations: [],
  projections: [orderStockReactor],
  forwardedTopics: [],
};
