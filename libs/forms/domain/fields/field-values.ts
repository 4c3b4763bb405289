import { FormFieldType } from '@mercato/spec';
import { MULTI_PART_TYPES, type FieldValue, type FormFieldDefinition } from './form-field';

/** Spec §3: a phone of 3 parts (no country code) gets a blank area prefix in front: always 4 parts. */
export function phoneParts(parts: readonly string[]): readonly string[] {
  return parts.length === 3 ? ['', ...parts] : parts;
}

/** Spec §3: a hidden field takes the page query string's value for its key (else its name), else its own value. */
export function hiddenFieldValue(field: FormFieldDefinition, query: URLSearchParams): string {
  return query.get(field.key || field.title) ?? field.value;
}

/** Spec §3: radio gives the first checked value; nothing checked is blank. */
export function radioValue(checked: readonly string[]): string {
  return checked[0] ?? '';
}

/** Spec §3 "Likert scale -2 to 2": the values an answer may take. */
export const LIKERT_VALUES: readonly string[] = ['-2', '-1', '0', '1', '2'];

/**
 * The submitted JSON value of a field in the shape §3 gives its type, or undefined when it cannot
 * be read as one (a number where text belongs, a map for a list). Absent values read as empty.
 */
export function readFieldValue(field: FormFieldDefinition, raw: unknown): FieldValue | undefined {
  if (raw === undefined || raw === null) return emptyValue(field);
  if (MULTI_PART_TYPES.includes(field.type) || field.type === FormFieldType.DEFAULT) {
    if (typeof raw === 'string') return field.type === FormFieldType.DEFAULT ? raw : [raw];
    return stringList(raw);
  }
  switch (field.type) {
    case FormFieldType.PHONE: {
      const parts = stringList(raw);
      return parts && (parts.length === 3 || parts.length === 4) ? phoneParts(parts) : undefined;
    }
    case FormFieldType.CHECKBOX:
      return typeof raw === 'string' ? [raw] : stringList(raw);
    case FormFieldType.LIKERT:
      return stringMap(raw);
    case FormFieldType.RADIO: {
      if (typeof raw === 'string') return raw;
      const checked = stringList(raw);
      return checked && radioValue(checked);
    }
    default:
      return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
  }
}

export function emptyValue(field: FormFieldDefinition): FieldValue {
  if (field.type === FormFieldType.LIKERT) return {};
  if (field.type === FormFieldType.CHECKBOX || field.type === FormFieldType.PHONE || MULTI_PART_TYPES.includes(field.type)) return [];
  return '';
}

/** Spec §5 "empty": no text, every part blank, nothing checked. */
export function isEmptyValue(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (isList(value)) return value.every((part) => part.trim() === '');
  return Object.keys(value).length === 0;
}

export const isList = (value: FieldValue): value is readonly string[] => Array.isArray(value);

function stringList(raw: unknown): string[] | undefined {
  return Array.isArray(raw) && raw.every((part) => typeof part === 'string') ? raw : undefined;
}

function stringMap(raw: unknown): Record<string, string> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const entries = Object.entries(raw);
  return entries.every(([, answer]) => typeof answer === 'string' || typeof answer === 'number') ? Object.fromEntries(entries.map(([question, answer]) => [question, String(answer)])) : undefined;
}
