import { streamEventCodec } from '@mercato/contracts';
import type { StreamDefinition } from '@mercato/event-store';
import {
  formDecider,
  mailingListDecider,
  submissionDecider,
  type FormCommand,
  type FormEvent,
  type FormState,
  type MailingListCommand,
  type MailingListEvent,
  type MailingListState,
  type SubmissionCommand,
  type SubmissionEvent,
  type SubmissionState,
} from '@mercato/forms/domain';

export const formStreamId = (formId: string): string => `form-${formId}`;
export const submissionStreamId = (submissionId: string): string => `form-submission-${submissionId}`;
export const mailingListStreamId = (mailingListId: string): string => `mailing-list-${mailingListId}`;

/** A form's stream holds only its definitions: each carries the whole form, so no snapshot is needed. */
export const formStream: StreamDefinition<FormCommand, FormEvent, FormState> = {
  streamType: 'form',
  decider: formDecider,
  codec: streamEventCodec<FormEvent>(),
};

/** One stream per submission: submissions of one form never contend for a stream version. */
export const submissionStream: StreamDefinition<SubmissionCommand, SubmissionEvent, SubmissionState> = {
  streamType: 'form-submission',
  decider: submissionDecider,
  codec: streamEventCodec<SubmissionEvent>(),
};

/** A list grows by one event per new subscriber: its state (the addresses) is snapshotted. */
export const mailingListStream: StreamDefinition<MailingListCommand, MailingListEvent, MailingListState> = {
  streamType: 'mailing-list',
  decider: mailingListDecider,
  codec: streamEventCodec<MailingListEvent>(),
  snapshot: { every: 50, stateVersion: 1, toJson: (state) => state, fromJson: (json) => json as MailingListState },
};
