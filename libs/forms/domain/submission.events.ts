import { create, FormSubmittedSchema, type FormSubmitted, type MessageInitShape } from '@mercato/contracts';

/** A submission's events from their fields. */
export const submissionEvents = {
  submitted: (fields: MessageInitShape<typeof FormSubmittedSchema>): FormSubmitted => create(FormSubmittedSchema, fields),
};
