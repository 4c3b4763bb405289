import { HttpException, HttpStatus } from '@nestjs/common';
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

/** Maps anything thrown while serving a request to the error envelope sent back. */
export function mapErrorToEnvelope(exception: unknown): MappedError {
  if (exception instanceof ApiError) {
    return { envelope: exception.toEnvelope(), unexpected: false };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { envelope: { status, message: messageOfHttpException(exception) }, unexpected: status >= 500 };
  }
  if (isBodyParserError(exception) && exception.status < 500) {
    if (exception.type === 'entity.too.large' || exception.type === 'parameters.too.many') {
      return { envelope: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: HttpMessages.BODY_TOO_LARGE }, unexpected: false };
    }
    if (exception.type === 'entity.parse.failed') {
      return { envelope: { status: HttpStatus.BAD_REQUEST, message: HttpMessages.MALFORMED_BODY }, unexpected: false };
    }
    // Unsupported charset or encoding, aborted request: body-parser marks these safe to show.
    return { envelope: { status: exception.status, message: exception.message }, unexpected: false };
  }
  return { envelope: { status: HttpStatus.INTERNAL_SERVER_ERROR, message: HttpMessages.INTERNAL }, unexpected: true };
}
