import { FormFieldType } from '@mercato/spec';
import { CHOICE_TYPES, blankField, type FormFieldDefinition } from '@mercato/forms/domain/fields/form-field';
import { blankDefinition, type FormDefinition } from '@mercato/forms/domain/form-definition';

/**
 * What the console's form builder edits: the owner API's whole definition (a save replaces the
 * form), with each choice field's options as one line each while being typed. A property the
 * field's type does not offer (spec §3) has no input and rides along unchanged.
 */
export interface FormDraft extends Omit<FormDefinition, 'fields'> {
  readonly fields: readonly DraftField[];
}

export interface DraftField extends FormFieldDefinition {
  /** The options, one a line, as typed. */
  readonly optionLines: string;
}

export const FIELD_TYPES: readonly FormFieldType[] = Object.values(FormFieldType);

export const isChoiceField = (field: Pick<FormFieldDefinition, 'type'>): boolean => CHOICE_TYPES.includes(field.type);

export function emptyFormDraft(): FormDraft {
  return { ...blankDefinition(), fields: [] };
}

export function draftOf(definition: FormDefinition): FormDraft {
  return { ...definition, pageIds: definition.pageIds ?? [], fields: definition.fields.map((field) => ({ ...field, optionLines: field.options.join('\n') })) };
}

/**
 * A new field of the type: an id no other field of the form has (`<type>`, then `<type>-2`...), so
 * submissions stay keyed the same when fields are renamed later.
 */
export function newDraftField(type: FormFieldType, existing: readonly Pick<FormFieldDefinition, 'id'>[]): DraftField {
  const taken = new Set(existing.map((field) => field.id));
  let id: string = type;
  for (let n = 2; taken.has(id); n += 1) id = `${type}-${n}`;
  return { ...blankField(id, type, ''), optionLines: '' };
}

/** The owner API's body: options from their lines (blank lines dropped), only for choice fields. */
export function definitionOf(draft: FormDraft): FormDefinition {
  return {
    ...draft,
    fields: draft.fields.map(({ optionLines, ...field }) => ({
      ...field,
      options: isChoiceField(field) ? optionLines.split('\n').map((line) => line.trim()).filter(Boolean) : [],
    })),
  };
}
