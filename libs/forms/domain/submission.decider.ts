import type { Decider } from '@mercato/domain';
import type { FormSubmitted, MessageInitShape, SubmittedValueSchema } from '@mercato/contracts';
import { checkValues } from './fields/field-validation';
import { isList } from './fields/field-values';
import { hasValue, type FieldValue } from './fields/form-field';
import type { DefinedForm } from './form.decider';
import { submissionEvents } from './submission.events';
import { FormsError, FormValidationError } from './forms-error';

export type SubmissionEvent = FormSubmitted;

type SubmittedValueInit = Exclude<MessageInitShape<typeof SubmittedValueSchema>, { $typeName: string }>;

/** Spec §3 "Form submission body", less the key and captcha the handler has already spent and checked. */
export interface SubmissionPage {
  readonly pageTitle: string;
  readonly pageId: string;
  readonly contentSource: string;
  readonly pagePath: string;
  readonly pagePermissionTypeValue: string;
}

/** The form as it stands and the moment are outside facts the handler puts in. */
export type SubmissionCommand = {
  readonly type: 'SubmitForm';
  readonly submissionId: string;
  readonly form: DefinedForm;
  /** The parsed `form` JSON: field id -> value as the storefront sent it. */
  readonly values: Readonly<Record<string, unknown>>;
  readonly page: SubmissionPage;
  readonly submittedAt: string;
};

export type SubmissionState =
  | { readonly status: 'absent' }
  | { readonly status: 'submitted'; readonly websiteId: string; readonly formId: string };

export const initialSubmissionState = (): SubmissionState => ({ status: 'absent' });

/** Values are stripped of markup, then checked (so a field of nothing but a script is empty), then recorded. */
export function decideSubmission(command: SubmissionCommand, state: SubmissionState): SubmissionEvent[] {
  if (state.status === 'submitted') throw new FormsError('already_exists', 'This submission was already received.');
  const { form } = command;
  const { values, errors } = checkValues(form.definition.fields, command.values);
  if (Object.keys(errors).length > 0) throw new FormValidationError(errors);
  return [
    submissionEvents.submitted({
      websiteId: form.websiteId,
      formId: form.formId,
      submissionId: command.submissionId,
      formRevision: form.revision,
      blockType: form.definition.blockType,
      values: form.definition.fields.filter(hasValue).map((field) => ({ fieldId: field.id, type: field.type, rawTitle: field.title, ...valueFields(values.get(field.id) ?? '') })),
      ...command.page,
      submittedAt: command.submittedAt,
    }),
  ];
}

/** A value's place in the event: text in `value`, lists in `values`, likert answers in `answers`. */
function valueFields(value: FieldValue): Pick<SubmittedValueInit, 'value' | 'values' | 'answers'> {
  if (typeof value === 'string') return { value };
  if (isList(value)) return { values: [...value] };
  return { answers: { ...value } };
}

export function evolveSubmission(_state: SubmissionState, event: SubmissionEvent): SubmissionState {
  return { status: 'submitted', websiteId: event.websiteId, formId: event.formId };
}

export const submissionDecider: Decider<SubmissionState, SubmissionCommand, SubmissionEvent> = {
  initialState: initialSubmissionState,
  decide: decideSubmission,
  evolve: evolveSubmission,
};
