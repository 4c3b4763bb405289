import { EVENT_TOPICS } from '@mercato/contracts';
import { mailMigrations } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { noticeReactor, restockMigrations, variantStockProjection } from '@mercato/restock/infrastructure';
import { signUpsProjection } from '@mercato/restock/projections';

/** Restock's tables (and the mail outbox it writes), its read models, its reactor and its topic: the same in every mode. */
export const restockParts: RuntimeParts = {
  migrations: [...mailMigrations, ...restockMigrations],
  projections: [variantStockProjection, signUpsProjection, noticeReactor],
  forwardedTopics: [EVENT_TOPICS.restock],
};
