import { EVENT_TOPICS } from '@mercato/contracts';
import { mailSchema } from '@mercato/mail';
import type { RuntimeParts } from '@mercato/runtime';
import { noticeReactor, restockSchema, variantStockProjection } from '@mercato/restock/infrastructure';
import { signUpsProjection } from '@mercato/restock/projections';

/** Restock's tables (and the mail outbox it writes), its read models, its reactor and its topic: the same in every mode. */
export const restockParts: RuntimeParts = {
  schema: [mailSchema, restockSchema],
  projections: [variantStockProjection, signUpsProjection, noticeReactor],
  forwardedTopics: [EVENT_TOPICS.restock],
};
