import { HttpException, HttpStatus } from '@nestjs/common';
import { DomainError, type RefusalCode } from '@mercato/domain';
import { ApiError, type ErrorEnvelope } from './api-error';
import { HttpMessages } from './messages';

export interface MappedError {
  envelope: ErrorEnvelope;
  /** True when the error was not meant for the caller: log it with its stack. */
  unexpected: boolean;
}

/** Errors raised by body-parser (http-errors): they carry `type`, `status` and `expose`. */
interface BodyParserError {
  type: string;
  status: number;
  expose: boolean;
  message: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<BodyParserError>;
  return typeof candidate.type === 'string' && typeof candidate.status === 'number' && candidate.expose === true;
}

function messageOfHttpException(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return exception.message;
}

/** The caller-facing error for a body-parser failure (413 too large, 400 malformed), else undefined. */
export function bodyParserErrorToApiError(error: unknown): ApiError | undefined {
  if (!isBodyParserError(error) || error.status >= 500) return undefined;
  if (error.type === 'entity.too.large' || error.type === 'parameters.too.many') {
    return new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, HttpMessages.BODY_TOO_LARGE);
  }
  if (error.type === 'entity.parse.failed') return new ApiError(HttpStatus.BAD_REQUEST, HttpMessages.MALFORMED_BODY);
  // Unsupported charset or encoding, aborted request: body-parser marks these safe to show.
  return new ApiError(error.status, error.message);
}

const REFUSAL_STATUS: Readonly<Record<RefusalCode, number>> = {
  invalid: HttpStatus.BAD_REQUEST,
  not_found: HttpStatus.NOT_FOUND,
  already_exists: HttpStatus.CONFLICT,
  conflict: HttpStatus.CONFLICT,
};

/** A decider's refusal as the caller sees it: its status, its code, and the field it is about. */
export function domainErrorToApiError(error: DomainError): ApiError {
  return new ApiError(REFUSAL_STATUS[error.code], error.message, { code: error.code, ...(error.field ? { errors: { [error.field]: error.message } } : {}) });
}

/** Maps anything thrown while serving a request to the error envelope sent back. */
export function mapErrorToEnvelope(exception: unknown): MappedError {
  if (exception instanceof ApiError) {
    return { envelope: exception.toEnvelope(), unexpected: false };
  }
  // Mapped here, for every route, so no controller can turn a refusal into a 500.
  if (exception instanceof DomainError) {
    return { envelope: domainErrorToApiError(exception).toEnvelope(), unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { envelope: { status, message: messageOfHttpException(exception) }, unexpected: status >= 500 };
  }
  const bodyParserFailure = bodyParserErrorToApiError(exception);
  if (bodyParserFailure) return { envelope: bodyParserFailure.toEnvelope(), unexpected: false };
  return { envelope: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: HttpMessages.INTERNAL }, unexpected: true };
}
