import { DomainError } from '@mercato/domain';
import { FORM_VALIDATION_MESSAGES } from '@mercato/spec';
import type { FieldErrors } from './fields/field-validation';

/** Why the forms context refused a command. */
export class FormsError extends DomainError {}

/** Spec §5/§8: a submission whose fields failed, with the message of each failed field by its id. */
export class FormValidationError extends FormsError {
  constructor(readonly errors: FieldErrors) {
    super('invalid', FORM_VALIDATION_MESSAGES.someFieldsInvalid);
  }
}
