import type { EntityManager } from 'typeorm';
import { FormFieldType } from '@mercato/spec';
import { type PostgresEventStore, runCommand } from '@mercato/event-store';
import type { DefinedForm } from '@mercato/forms/domain';
import { formViews } from './form-views';
import { mailingListStream, mailingListStreamId } from './forms.streams';

export interface MailingListSubscription {
  readonly mailingListId: string;
  readonly email: string;
  /** The newsletter form that carried the address ('' for a restock sign-up). */
  readonly formId: string;
  /** The submission (or the reference of what else) that carried it. */
  readonly submissionId: string;
}

/**
 * Adds an address to a mailing list (`MailingListSubscribed`, the member's row with it). The list's
 * decider adds an address once, so a repeat or a replay subscribes nobody twice. With `manager` it
 * runs in that transaction (a reactor's batch), else in one of its own.
 */
export function subscribeToMailingList(store: PostgresEventStore, subscription: MailingListSubscription, manager?: EntityManager) {
  const { mailingListId, email, formId, submissionId } = subscription;
  return runCommand(store, {
    stream: mailingListStream,
    streamId: mailingListStreamId(mailingListId),
    command: { type: 'Subscribe', email, formId, submissionId },
    ...(manager ? { manager } : {}),
    onAppended: async (inTransaction, events) => {
      for (const event of events) {
        if (event.$typeName === 'mercato.forms.v1.MailingListSubscribed') await formViews.writeMember(inTransaction, event.mailingListId, event.email, event.formId);
      }
    },
  });
}

/** The address a newsletter submission carries: the value of the form's email field ('' without one). */
export function newsletterAddress(form: DefinedForm, values: readonly { fieldId: string; value: string }[]): string {
  const emailField = form.definition.fields.find((field) => field.type === FormFieldType.EMAIL);
  return values.find((value) => value.fieldId === emailField?.id)?.value ?? '';
}
