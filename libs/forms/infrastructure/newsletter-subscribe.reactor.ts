import type { EntityManager } from 'typeorm';
import { decodeEvent, EVENT_TOPICS } from '@mercato/contracts';
import type { LogRecord, Projection } from '@mercato/event-log';
import { loadState, PostgresEventStore } from '@mercato/event-store';
import { formStream, formStreamId, newsletterAddress, subscribeToMailingList } from '@mercato/forms/application';
import { FormsError } from '@mercato/forms/domain';
import { createLogger } from '@mercato/observability';
import { BlockType } from '@mercato/spec';

const logger = createLogger('forms-newsletter-subscribe');

/**
 * A newsletter submission's address joins the form's mailing list. The submission handler
 * subscribes it right after the submission commits; this reactor makes sure a process that died
 * in between loses nobody: it subscribes from the published `FormSubmitted`, in the batch's
 * transaction, and the list's decider adds an address once, so the usual case (already
 * subscribed) and a replay append nothing.
 */
export const newsletterSubscribeReactor: Projection = {
  name: 'forms-newsletter-subscribe-reactor',
  topics: [EVENT_TOPICS.forms],
  tables: [],
  async apply(record: LogRecord, manager: EntityManager): Promise<void> {
    const event = decodeEvent(record.eventType, record.data);
    if (event.$typeName !== 'mercato.forms.v1.FormSubmitted' || event.blockType !== BlockType.NEWSLETTER) return;
    const store = new PostgresEventStore(manager.connection);
    const { state: form } = await loadState(store, formStream, formStreamId(event.formId), manager);
    if (form.status !== 'defined') return;
    const email = newsletterAddress(form, event.values);
    if (!email) return;
    try {
      await subscribeToMailingList(store, { mailingListId: form.definition.mailingListId, email, formId: form.formId, submissionId: event.submissionId }, manager);
    } catch (error) {
      // An address the list refuses: skipped, so one submission cannot stall the reactor.
      if (!(error instanceof FormsError)) throw error;
      logger.warn({ submissionId: event.submissionId, reason: error.message }, 'newsletter address not added to the mailing list');
    }
  },
};
