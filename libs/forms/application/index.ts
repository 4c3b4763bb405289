import { CreateMailingListHandler } from './create-mailing-list';
import { DefineFormHandler } from './define-form';
import { SaveSubmissionHandler } from './save-submission';
import { ValidateValuesHandler } from './validate-values';

export * from './captcha.port';
export * from './create-mailing-list';
export * from './define-form';
export * from './form-definitions';
export * from './form-keys';
export * from './form-queries';
export * from './form-reader';
export * from './forms-config';
export * from './forms-failures';
export * from './forms.streams';
export * from './mailing-list-subscription';
export * from './save-submission';
export * from './validate-values';

export const formsHandlers = [DefineFormHandler, CreateMailingListHandler, SaveSubmissionHandler, ValidateValuesHandler];
