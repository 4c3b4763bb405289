import { FORM_VALIDATION_MESSAGES, INTERFACE_STRINGS } from '@mercato/spec';
import { ConsoleApiError } from '../api/client';

/** A failed call's per-field messages by dotted path (`variants.0.priceCents`), as the server wrote them. */
export function fieldErrorsOf(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ConsoleApiError ? error.fieldErrors : {};
}

/**
 * The message a form shows above its fields: the server's own message, unless each of its field
 * errors already sits next to a field the form shows (then the spec's "check your entries" line).
 */
export function formErrorOf(error: unknown, shownFields: readonly string[]): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ConsoleApiError)) return INTERFACE_STRINGS.unableToConnect;
  const paths = Object.keys(error.fieldErrors);
  if (paths.length > 0 && paths.every((path) => shownFields.includes(path))) return FORM_VALIDATION_MESSAGES.someFieldsInvalid;
  return error.message;
}
