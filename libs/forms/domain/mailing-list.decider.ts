import type { Decider } from '@mercato/domain';
import type { MailingListCreated, MailingListSubscribed } from '@mercato/contracts';
import { INTERFACE_VALIDATION_MESSAGES, isValidEmail } from '@mercato/spec';
import { mailingListEvents } from './mailing-list.events';
import { FormsError } from './forms-error';

export const MAILING_LIST_NAME_REQUIRED = 'A mailing list needs a name.';

export type MailingListEvent = MailingListCreated | MailingListSubscribed;

export type MailingListCommand =
  | { readonly type: 'CreateMailingList'; readonly websiteId: string; readonly mailingListId: string; readonly name: string }
  | { readonly type: 'Subscribe'; readonly email: string; readonly formId: string; readonly submissionId: string };

export type MailingListState =
  | { readonly status: 'absent' }
  | { readonly status: 'open'; readonly websiteId: string; readonly mailingListId: string; readonly name: string; readonly subscribers: readonly string[] };

export const initialMailingListState = (): MailingListState => ({ status: 'absent' });

export function decideMailingList(command: MailingListCommand, state: MailingListState): MailingListEvent[] {
  switch (command.type) {
    case 'CreateMailingList':
      if (state.status === 'open') throw new FormsError('already_exists', 'This mailing list already exists.');
      if (!command.name.trim()) throw new FormsError('invalid', MAILING_LIST_NAME_REQUIRED, 'name');
      return [mailingListEvents.created({ websiteId: command.websiteId, mailingListId: command.mailingListId, name: command.name.trim() })];
    case 'Subscribe': {
      if (state.status === 'absent') throw new FormsError('not_found', 'Mailing list not found.');
      const email = command.email.trim().toLowerCase();
      if (!isValidEmail(email)) throw new FormsError('invalid', INTERFACE_VALIDATION_MESSAGES.enterValidEmail, 'email');
      // Joining twice changes nothing: the list already has the address.
      if (state.subscribers.includes(email)) return [];
      return [mailingListEvents.subscribed({ websiteId: state.websiteId, mailingListId: state.mailingListId, email, formId: command.formId, submissionId: command.submissionId })];
    }
  }
}

export function evolveMailingList(state: MailingListState, event: MailingListEvent): MailingListState {
  switch (event.$typeName) {
    case 'mercato.forms.v1.MailingListCreated':
      return { status: 'open', websiteId: event.websiteId, mailingListId: event.mailingListId, name: event.name, subscribers: [] };
    case 'mercato.forms.v1.MailingListSubscribed':
      return state.status === 'open' ? { ...state, subscribers: [...state.subscribers, event.email] } : state;
  }
}

export const mailingListDecider: Decider<MailingListState, MailingListCommand, MailingListEvent> = {
  initialState: initialMailingListState,
  decide: decideMailingList,
  evolve: evolveMailingList,
};
