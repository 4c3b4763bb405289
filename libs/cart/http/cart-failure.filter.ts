import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import { ApiError, ApiExceptionFilter, mapErrorToEnvelope } from '@mercato/http';

/**
 * Spec §7: a cart failure answers `message`, `status` and `crumbFail`, false unless the crumb
 * failed. Refusals of the decider become 400/404/409 with their message; anything unexpected
 * stays the platform's logged 500.
 */
@Catch()
export class CartFailureFilter implements ExceptionFilter {
  private readonly envelope = new ApiExceptionFilter();

  catch(exception: unknown, host: ArgumentsHost): void {
    const { envelope, unexpected } = mapErrorToEnvelope(exception);
    if (unexpected) return this.envelope.catch(exception, host);
    const { status, message, ...details } = envelope;
    this.envelope.catch(new ApiError(status, message, { ...details, crumbFail: envelope.crumbFail ?? false }), host);
  }
}
