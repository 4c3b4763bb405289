import { create, FormDefinedSchema, type FormDefined, type MessageInitShape } from '@mercato/contracts';

/** A form's events from their fields: the decider emits them and specs write given and expected events with them. */
export const formEvents = {
  defined: (fields: MessageInitShape<typeof FormDefinedSchema>): FormDefined => create(FormDefinedSchema, fields),
};
