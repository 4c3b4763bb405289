import type { FormSubmitted } from '@mercato/contracts';
import { answerText } from './submission-csv';
import type { FormDefinition } from './form-definition';
import { hasValue } from './fields/form-field';

/** The owner's notification of a submission: plain text, one line per field, no markup (values are stripped). */
export function submissionNotification(definition: FormDefinition, event: FormSubmitted): { readonly to: string; readonly subject: string; readonly text: string } {
  const lines = definition.fields.filter(hasValue).map((field) => `${field.title}: ${answerText(event.values.find((value) => value.fieldId === field.id))}`);
  const page = event.pagePath ? [`Page: ${event.pagePath}`] : [];
  return {
    to: definition.notificationEmail,
    subject: `New submission: ${definition.name}`,
    text: [`${definition.name} was submitted on ${event.submittedAt}.`, '', ...lines, ...page].join('\n'),
  };
}
