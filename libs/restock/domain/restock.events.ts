import {
  create,
  RestockNoticeFailedSchema,
  RestockNoticeQueuedSchema,
  RestockNoticeSentSchema,
  RestockSignedUpSchema,
  RestockUnsubscribedSchema,
  type MessageInitShape,
  type RestockNoticeFailed,
  type RestockNoticeQueued,
  type RestockNoticeSent,
  type RestockSignedUp,
  type RestockUnsubscribed,
} from '@mercato/contracts';

/** A variant's restock events from their fields: the decider emits them and specs write given and expected events with them. */
export const restockEvents = {
  signedUp: (fields: MessageInitShape<typeof RestockSignedUpSchema>): RestockSignedUp => create(RestockSignedUpSchema, fields),
  noticeQueued: (fields: MessageInitShape<typeof RestockNoticeQueuedSchema>): RestockNoticeQueued => create(RestockNoticeQueuedSchema, fields),
  noticeSent: (fields: MessageInitShape<typeof RestockNoticeSentSchema>): RestockNoticeSent => create(RestockNoticeSentSchema, fields),
  noticeFailed: (fields: MessageInitShape<typeof RestockNoticeFailedSchema>): RestockNoticeFailed => create(RestockNoticeFailedSchema, fields),
  unsubscribed: (fields: MessageInitShape<typeof RestockUnsubscribedSchema>): RestockUnsubscribed => create(RestockUnsubscribedSchema, fields),
};

export type RestockEvent = RestockSignedUp | RestockNoticeQueued | RestockNoticeSent | RestockNoticeFailed | RestockUnsubscribed;
