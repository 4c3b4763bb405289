import { type ArgumentsHost, Catch, type ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import { ApiError, ApiExceptionFilter, mapErrorToEnvelope } from '@mercato/http';
import { formSubmissionErrorMessage } from '@mercato/spec';
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

/**
 * The save route's filter: the forms failures as above, refusals as everywhere, and anything
 * unexpected (the submission store failing mid-save) as spec §8's 500 "Unable to send form. Please
 * try again later." rather than the platform's generic text, logged with its stack. The save's
 * transaction is rolled back by then: nothing stored, the key unspent, so the visitor may resend.
 */
@Catch()
export class SaveSubmissionFailureFilter implements ExceptionFilter {
  private readonly logger = new Logger('SaveFormSubmission');
  private readonly forms = new FormsFailureFilter();
  private readonly envelope = new ApiExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    if (exception instanceof FormValidationError || exception instanceof FormKeyRejected || exception instanceof SubmissionRateExceeded) return this.forms.catch(exception, host);
    if (!mapErrorToEnvelope(exception).unexpected) return this.envelope.catch(exception, host);
    this.logger.error('a submission was not saved', exception instanceof Error ? exception.stack : String(exception));
    this.envelope.catch(new ApiError(HttpStatus.INTERNAL_SERVER_ERROR, formSubmissionErrorMessage(HttpStatus.INTERNAL_SERVER_ERROR)), host);
  }
}
