import { BlockType, FormFieldType, FormModelFieldset, LIKERT_LABELS, editableFormFieldProperties, type FormFieldProperty } from '@mercato/spec';
import type { FormBlockType } from './form-definition';

export interface FormTemplateSchema {
  readonly type: FormBlockType;
  readonly name: 'form' | 'newsletter';
  /** Spec §3 "Form model fieldsets": build 1, storage 2, advanced 3, captcha 4, disclaimer 5. */
  readonly fieldsets: typeof FormModelFieldset;
  /** Each field type the block offers with the properties an owner edits (spec §3). */
  readonly fieldTypes: ReadonlyArray<{ readonly type: FormFieldType; readonly properties: readonly FormFieldProperty[] }>;
  readonly likertScale: typeof LIKERT_LABELS;
}

/**
 * Spec §7 GetTemplateSchema: the schema of a form block or a newsletter block. This product always
 * runs the vanilla form handler, so a textarea offers maxLength.
 */
export function formTemplateSchema(type: FormBlockType): FormTemplateSchema {
  return {
    type,
    name: type === BlockType.NEWSLETTER ? 'newsletter' : 'form',
    fieldsets: FormModelFieldset,
    fieldTypes: Object.values(FormFieldType).map((fieldType) => ({ type: fieldType, properties: editableFormFieldProperties(fieldType, true) })),
    likertScale: LIKERT_LABELS,
  };
}
