import { FormFieldType } from '@mercato/spec';
import type { AdditionalFieldsFormView } from '@mercato/views';
import { hasValue } from './fields/form-field';
import type { FormDefinition } from './form-definition';

/**
 * A form as a shopper fills it in beside an add to cart (spec §2 point 4): the fields that take an
 * answer, with what draws them. A section has no value; a hidden field reads the page's query string,
 * which a product page never passes on, so neither is asked.
 */
export function additionalFieldsFormOf(formId: string, definition: Pick<FormDefinition, 'name' | 'fields'>): AdditionalFieldsFormView {
  return {
    id: formId,
    name: definition.name,
    fields: definition.fields
      .filter((field) => hasValue(field) && field.type !== FormFieldType.HIDDEN)
      .map((field) => ({ id: field.id, type: field.type, title: field.title, required: field.required, description: field.description, placeholder: field.placeholder, options: field.options })),
  };
}
