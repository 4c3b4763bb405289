import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { PostgresEventStore } from '@mercato/event-store';
import { subscribeToMailingList } from '@mercato/forms/application';
import { FormsError } from '@mercato/forms/domain';
import { createLogger } from '@mercato/observability';

const logger = createLogger('forms-restock-join');

/** The `submissionId` a restock join records: no form submission carried the address, this sign-up did. */
export const restockJoinReference = (signUpId: string): string => `restock-sign-up:${signUpId}`;

/**
 * A restock sign-up that asked to join the mailing list (`RestockSignedUp.joinMailingList`)
 * subscribes its address to the site's first mailing list (the oldest): the list's
 * `MailingListSubscribed` is appended in the batch's transaction, the one that moves this
 * reactor's checkpoint, and the list's decider adds an address once, so a replay subscribes
 * nobody twice. A site without a mailing list has nothing to join.
 */
export const restockJoinReactor: Projection = {
  name: 'forms-restock-join-reactor',
  topics: [EVENT_TOPICS.restock],
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName !== 'mercato.restock.v1.RestockSignedUp' || !event.joinMailingList) return;
    const lists: { mailing_list_id: string }[] = await manager.query(
      'SELECT mailing_list_id FROM form_mailing_lists WHERE website_id = $1 ORDER BY created_at, mailing_list_id LIMIT 1',
      [event.websiteId],
    );
    const list = lists[0];
    if (!list) return;
    try {
      await subscribeToMailingList(new PostgresEventStore(manager.connection), { mailingListId: list.mailing_list_id, email: event.email, formId: '', submissionId: restockJoinReference(event.signUpId) }, manager);
    } catch (error) {
      // An address restock took that the list refuses (its email rule is stricter): skipped, so
      // one sign-up cannot stall the reactor.
      if (!(error instanceof FormsError)) throw error;
      logger.warn({ signUpId: event.signUpId, reason: error.message }, 'restock sign-up not added to the mailing list');
    }
  },
};
