import { create, MailingListCreatedSchema, MailingListSubscribedSchema, type MailingListCreated, type MailingListSubscribed, type MessageInitShape } from '@mercato/contracts';

/** A mailing list's events from their fields. */
export const mailingListEvents = {
  created: (fields: MessageInitShape<typeof MailingListCreatedSchema>): MailingListCreated => create(MailingListCreatedSchema, fields),
  subscribed: (fields: MessageInitShape<typeof MailingListSubscribedSchema>): MailingListSubscribed => create(MailingListSubscribedSchema, fields),
};
