import { FORM_VALIDATION_MESSAGES, FormFieldType, isValidEmail } from '@mercato/spec';
import { type AdditionalFieldsFormView } from '@mercato/views';

/**
 * A product's additional-fields form (spec §3 "additionalFieldsForm"), as the forms context defines
 * it and the product page carries it. The lightbox draws text, textarea, select, radio, checkbox and
 * email fields as such, any other type as a text input.
 */
export type { AdditionalFieldView as AdditionalField, AdditionalFieldsFormView as AdditionalFieldsForm } from '@mercato/views';

/** A field's answer: text for most types, the checked values for a checkbox field (spec §3). */
export type AdditionalFieldValue = string | string[];
export type AdditionalFieldValues = Readonly<Record<string, AdditionalFieldValue>>;

/**
 * The form for editing an entry's answers when the product's form definition is not at hand (the cart
 * holds answers by field title): one field per answer, a checkbox list kept as one, text otherwise.
 */
export function formFromAnswers(answers: Readonly<Record<string, unknown>>): AdditionalFieldsFormView {
  return {
    id: 'entry-answers',
    name: '',
    fields: Object.entries(answers).map(([title, value]) =>
      Array.isArray(value)
        ? { id: title, type: FormFieldType.CHECKBOX, title, required: false, description: '', placeholder: '', options: value.map(String) }
        : { id: title, type: FormFieldType.TEXT, title, required: false, description: '', placeholder: '', options: [] },
    ),
  };
}

/** Starting values: the entry's answers when editing, empty otherwise. */
export function initialValues(form: AdditionalFieldsFormView, answers: Readonly<Record<string, unknown>> = {}): Record<string, AdditionalFieldValue> {
  return Object.fromEntries(
    form.fields.map((field) => {
      const answer = answers[field.title];
      if (field.type === FormFieldType.CHECKBOX) return [field.id, Array.isArray(answer) ? answer.map(String) : []];
      return [field.id, answer === undefined || answer === null ? '' : String(answer)];
    }),
  );
}

export type AdditionalFieldsCheck =
  | { ok: true; answers: Record<string, AdditionalFieldValue> }
  | { ok: false; fieldErrors: Record<string, string>; message: string };

/**
 * Spec §5 "Forms": an empty required field gives "Required", an email field must be valid unless empty
 * and optional. The answers are keyed by field title, as the cart shows them.
 */
export function checkAdditionalFields(form: AdditionalFieldsFormView, values: AdditionalFieldValues): AdditionalFieldsCheck {
  const fieldErrors: Record<string, string> = {};
  for (const field of form.fields) {
    const value = values[field.id] ?? '';
    const empty = Array.isArray(value) ? value.length === 0 : value.trim() === '';
    if (empty) {
      if (field.required) fieldErrors[field.id] = FORM_VALIDATION_MESSAGES.required;
    } else if (field.type === FormFieldType.EMAIL && !isValidEmail(value)) {
      fieldErrors[field.id] = FORM_VALIDATION_MESSAGES.emailInvalid;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, message: FORM_VALIDATION_MESSAGES.someFieldsInvalid };
  return { ok: true, answers: Object.fromEntries(form.fields.map((field) => [field.title, values[field.id] ?? ''])) };
}
