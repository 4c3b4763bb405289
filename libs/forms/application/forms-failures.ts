import { formSubmissionErrorMessage } from '@mercato/spec';
import { FormsError } from '@mercato/forms/domain';

/** Spec §8 401: the submission key is unknown, expired or already spent. */
export class FormKeyRejected extends Error {
  override readonly name = 'FormKeyRejected';
  constructor() {
    super(formSubmissionErrorMessage(401));
  }
}

/** Spec §8 429: this address has sent this form too often in the last minute. */
export class SubmissionRateExceeded extends Error {
  override readonly name = 'SubmissionRateExceeded';
  constructor() {
    super(formSubmissionErrorMessage(429));
  }
}

/** Spec §8 404: no form of this site has the id. */
export const formNotConfigured = (): FormsError => new FormsError('not_found', formSubmissionErrorMessage(404));
