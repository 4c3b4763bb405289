import { FORM_MESSAGES, FORM_VALIDATION_MESSAGES, FormFieldType, isValidEmail, unexpectedOptionMessage } from '@mercato/spec';
import { hasValue, type FieldValue, type FormFieldDefinition } from './form-field';
import { LIKERT_VALUES, isEmptyValue, isList, readFieldValue } from './field-values';
import { sanitizeFieldValue } from './sanitize';

/** Longest text one input may carry, whatever its type; a textarea's own limit is usually lower. */
export const MAX_FIELD_TEXT_LENGTH = 10_000;

/**
 * Spec §5 "Forms": the message a field's value fails with, or undefined when it passes. Likert is
 * never required; an empty optional field passes; a choice must be one the owner offered.
 */
export function fieldError(field: FormFieldDefinition, value: FieldValue): string | undefined {
  if (isEmptyValue(value)) return field.required && field.type !== FormFieldType.LIKERT ? FORM_VALIDATION_MESSAGES.required : undefined;
  const texts = typeof value === 'string' ? [value] : isList(value) ? value : Object.values(value);
  if (texts.some((text) => text.length > MAX_FIELD_TEXT_LENGTH)) return FORM_VALIDATION_MESSAGES.characterLimitExceeded;
  switch (field.type) {
    case FormFieldType.TEXTAREA:
      return field.maxLength > 0 && (value as string).length > field.maxLength ? FORM_VALIDATION_MESSAGES.characterLimitExceeded : undefined;
    case FormFieldType.EMAIL:
      return isValidEmail((value as string).trim()) ? undefined : FORM_VALIDATION_MESSAGES.emailInvalid;
    case FormFieldType.RADIO:
    case FormFieldType.SELECT:
    case FormFieldType.CHECKBOX:
      return texts.map((choice) => (field.options.includes(choice) ? undefined : unexpectedOptionMessage(choice))).find(Boolean);
    case FormFieldType.LIKERT:
      return Object.entries(value)
        .map(([question, answer]) => (!field.options.includes(question) ? unexpectedOptionMessage(question) : !LIKERT_VALUES.includes(answer) ? unexpectedOptionMessage(answer) : undefined))
        .find(Boolean);
    default:
      return undefined;
  }
}

export type FieldErrors = Readonly<Record<string, string>>;

/** The values of a submission, read into their shapes, and the errors of the fields that failed. */
export interface CheckedValues {
  readonly values: ReadonlyMap<string, FieldValue>;
  readonly errors: FieldErrors;
}

/**
 * Every field of the form read, stripped of markup and checked against the submitted map of field id
 * to value. Ids the form does not have are left out; a value of the wrong shape fails with the
 * "could not parse" message.
 */
export function checkValues(fields: readonly FormFieldDefinition[], submitted: Readonly<Record<string, unknown>>): CheckedValues {
  const values = new Map<string, FieldValue>();
  const errors: Record<string, string> = {};
  for (const field of fields.filter(hasValue)) {
    const read = readFieldValue(field, submitted[field.id]);
    if (read === undefined) {
      errors[field.id] = FORM_MESSAGES.fieldsUnparsable;
      continue;
    }
    const value = sanitizeFieldValue(read);
    const error = fieldError(field, value);
    if (error) errors[field.id] = error;
    else values.set(field.id, value);
  }
  return { values, errors };
}
