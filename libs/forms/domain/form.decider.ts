import type { Decider } from '@mercato/domain';
import type { FormDefined } from '@mercato/contracts';
import type { FormFieldType } from '@mercato/spec';
import { checkDefinition, type FormBlockType, type FormDefinition } from './form-definition';
import { formEvents } from './form.events';
import { FormsError } from './forms-error';

export type FormEvent = FormDefined;

/**
 * DefineForm creates the form or replaces its definition (the owner saves the whole form).
 * `mailingListIds` are the site's lists, fetched by the handler: a newsletter form must name one.
 */
export type FormCommand = {
  readonly type: 'DefineForm';
  readonly websiteId: string;
  readonly formId: string;
  readonly definition: FormDefinition;
  readonly mailingListIds: readonly string[];
};

export interface DefinedForm {
  readonly status: 'defined';
  readonly websiteId: string;
  readonly formId: string;
  readonly revision: number;
  readonly definition: FormDefinition;
}

export type FormState = { readonly status: 'absent' } | DefinedForm;

export const initialFormState = (): FormState => ({ status: 'absent' });

export function decideForm(command: FormCommand, state: FormState): FormEvent[] {
  if (state.status === 'defined' && state.websiteId !== command.websiteId) throw new FormsError('not_found', 'Form not found.');
  checkDefinition(command.definition, command.mailingListIds);
  const { definition } = command;
  return [
    formEvents.defined({
      websiteId: command.websiteId,
      formId: command.formId,
      revision: state.status === 'defined' ? state.revision + 1 : 1,
      ...definition,
      name: definition.name.trim(),
      fields: definition.fields.map((field) => ({ ...field, options: [...field.options] })),
      // Placing a form on a page twice draws it once.
      pageIds: [...new Set(definition.pageIds)],
    }),
  ];
}

export function evolveForm(_state: FormState, event: FormEvent): FormState {
  return {
    status: 'defined',
    websiteId: event.websiteId,
    formId: event.formId,
    revision: event.revision,
    definition: {
      blockType: event.blockType as FormBlockType,
      name: event.name,
      fields: event.fields.map((field) => ({ ...field, type: field.type as FormFieldType, options: [...field.options] })).map(({ $typeName: _typeName, ...field }) => field),
      submissionMessage: event.submissionMessage,
      submissionHtml: event.submissionHtml,
      successRedirect: event.successRedirect,
      disclaimer: event.disclaimer,
      captchaEnabled: event.captchaEnabled,
      captchaTheme: event.captchaTheme,
      captchaAlignment: event.captchaAlignment,
      mailingListId: event.mailingListId,
      notificationEmail: event.notificationEmail,
      pageIds: [...event.pageIds],
    },
  };
}

export const formDecider: Decider<FormState, FormCommand, FormEvent> = { initialState: initialFormState, decide: decideForm, evolve: evolveForm };
