import { FormFieldType } from '@mercato/spec';

/** One field of a form as the owner defined it (spec §3 editable properties; unused ones are blank). */
export interface FormFieldDefinition {
  readonly id: string;
  readonly type: FormFieldType;
  readonly title: string;
  readonly description: string;
  readonly placeholder: string;
  /** Never honoured for likert (spec §5). */
  readonly required: boolean;
  /** Choices of radio, checkbox and select; the questions of a likert field. */
  readonly options: readonly string[];
  /** Textarea character limit; 0 for none. */
  readonly maxLength: number;
  readonly currencySymbol: string;
  readonly showCountryCode: boolean;
  readonly underline: boolean;
  /** Hidden field: the query-string parameter it reads. */
  readonly key: string;
  /** Hidden field: its own value. */
  readonly value: string;
}

/** A field's value as submitted (spec §3 "Field value shapes on submit"). */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>;

/** Types whose value is a list of the inputs' values (spec §3). */
export const MULTI_PART_TYPES: readonly FormFieldType[] = [FormFieldType.ADDRESS, FormFieldType.DATE, FormFieldType.NAME, FormFieldType.TIME];

export const CHOICE_TYPES: readonly FormFieldType[] = [FormFieldType.RADIO, FormFieldType.CHECKBOX, FormFieldType.SELECT, FormFieldType.LIKERT];

/** A section only structures the form: it has no value and is skipped on submit. */
export const hasValue = (field: FormFieldDefinition): boolean => field.type !== FormFieldType.SECTION;

export const isFormFieldType = (type: string): type is FormFieldType => (Object.values(FormFieldType) as string[]).includes(type);

/** A field with every property blank but its id, type and title: what owner input fills in. */
export function blankField(id: string, type: FormFieldType, title: string): FormFieldDefinition {
  return { id, type, title, description: '', placeholder: '', required: false, options: [], maxLength: 0, currencySymbol: '', showCountryCode: false, underline: false, key: '', value: '' };
}
