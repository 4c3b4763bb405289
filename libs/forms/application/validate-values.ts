import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { checkValues, FormValidationError } from '@mercato/forms/domain';
import { FormReader } from './form-reader';

/** Spec §7 POST /api/rest/forms/validate/{formId}: the server's check of a form's values, writing nothing. */
export class ValidateValuesQuery {
  constructor(
    readonly websiteId: string,
    readonly formId: string,
    readonly values: Readonly<Record<string, unknown>>,
  ) {}
}

@QueryHandler(ValidateValuesQuery)
export class ValidateValuesHandler implements IQueryHandler<ValidateValuesQuery, { valid: true }> {
  constructor(@Inject(FormReader) private readonly forms: FormReader) {}

  async execute({ websiteId, formId, values }: ValidateValuesQuery): Promise<{ valid: true }> {
    const form = await this.forms.definedForm(websiteId, formId);
    const { errors } = checkValues(form.definition.fields, values);
    if (Object.keys(errors).length > 0) throw new FormValidationError(errors);
    return { valid: true };
  }
}
