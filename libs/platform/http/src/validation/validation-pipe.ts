import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { ApiError } from '../errors/api-error';
import { HttpMessages } from '../errors/messages';

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

/** The dotted path of the first string in `value` holding a NUL character, if any ('' for `value` itself). */
export function pathOfNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = pathOfNul(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Refuses a NUL character in any parameter, query or body field (400) before validating against the DTO. */
class EdgeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const nulAt = pathOfNul(value);
    if (nulAt !== undefined) {
      const field = [metadata.data, nulAt].filter(Boolean).join('.') || metadata.type;
      throw new ApiError(400, HttpMessages.NUL_CHARACTER, { errors: { [field]: HttpMessages.NUL_CHARACTER } });
    }
    return super.transform(value, metadata);
  }
}

/** The global pipe: no NUL characters, unknown properties are rejected, payloads are transformed into DTO instances. */
export function createValidationPipe(): ValidationPipe {
  return new EdgeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => validationFailure(errors),
  });
}
