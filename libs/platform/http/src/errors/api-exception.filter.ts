import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { mapErrorToEnvelope } from './error-mapping';

/**
 * Global filter: every error leaves as the JSON error envelope. Unexpected errors are logged
 * with their stack and answered with a generic 500 so internals never leak.
 * Also catches body-parser errors (Nest routes express-level errors through global filters).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const { envelope, unexpected } = mapErrorToEnvelope(exception);
    const request = host.switchToHttp().getRequest<{ method?: string; originalUrl?: string }>();
    if (unexpected) {
      const stack = exception instanceof Error ? exception.stack : String(exception);
      this.logger.error(`${request.method ?? '?'} ${request.originalUrl ?? '?'} failed`, stack);
    }
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(envelope.status).json(envelope);
  }
}
