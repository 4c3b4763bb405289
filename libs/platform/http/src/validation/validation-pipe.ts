import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { ApiError } from '../errors/api-error';

/** Flattens class-validator errors to property path (nested paths dotted) -> the message of its top-most failing decorator. */
export function flattenValidationErrors(errors: readonly ValidationError[], parentPath = ''): Record<string, string> {
  const flattened: Record<string, string> = {};
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    // class-validator lists constraints bottom decorator first; the top one (usually the type check) reads best.
    const topMessage = error.constraints ? Object.values(error.constraints).at(-1) : undefined;
    if (topMessage !== undefined) flattened[path] = topMessage;
    if (error.children?.length) Object.assign(flattened, flattenValidationErrors(error.children, path));
  }
  return flattened;
}

/** Maps validation failures to a 400 envelope whose `message` is the first field error. */
export function validationFailure(errors: readonly ValidationError[]): ApiError {
  const fieldErrors = flattenValidationErrors(errors);
  const firstMessage = Object.values(fieldErrors)[0] ?? 'Invalid request.';
  return new ApiError(400, firstMessage, { errors: fieldErrors });
}

/** The global pipe: unknown properties are rejected, payloads are transformed into DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailure(errors),
  });
}
