import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { catchError, type Observable } from 'rxjs';
import { DomainError, type RefusalCode } from '@mercato/domain';
import { ApiError } from './api-error';

const STATUS: Record<RefusalCode, number> = { invalid: 400, not_found: 404, already_exists: 409, conflict: 409 };

/** Turns a decider's refusal into the error envelope with a fitting status and the field it concerns. */
@Injectable()
export class DomainErrorInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof DomainError)) throw error;
        throw new ApiError(STATUS[error.code], error.message, { code: error.code, ...(error.field ? { errors: { [error.field]: error.message } } : {}) });
      }),
    );
  }
}
