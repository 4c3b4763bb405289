import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus } from '@nestjs/common';
import { ApiError, ApiExceptionFilter } from '@mercato/http';
import { FormValidationError } from '@mercato/forms/domain';
import { FormKeyRejected, SubmissionRateExceeded } from '@mercato/forms/application';

/**
 * Spec §8's form outcomes the platform mapping has no code for: a rejected key answers 401, the
 * rate 429 (both with the spec's text), failed fields 400 with the errors map by field id.
 */
@Catch(FormValidationError, FormKeyRejected, SubmissionRateExceeded)
export class FormsFailureFilter implements ExceptionFilter {
  private readonly envelope = new ApiExceptionFilter();

  catch(exception: FormValidationError | FormKeyRejected | SubmissionRateExceeded, host: ArgumentsHost): void {
    this.envelope.catch(toApiError(exception), host);
  }
}

function toApiError(exception: FormValidationError | FormKeyRejected | SubmissionRateExceeded): ApiError {
  if (exception instanceof FormValidationError) return new ApiError(HttpStatus.BAD_REQUEST, exception.message, { code: exception.code, errors: { ...exception.errors } });
  if (exception instanceof FormKeyRejected) return new ApiError(HttpStatus.UNAUTHORIZED, exception.message);
  return new ApiError(HttpStatus.TOO_MANY_REQUESTS, exception.message);
}
