import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { HttpMessages } from '../errors/messages';

/** The error envelope (`ErrorEnvelope` of api-error.ts) as the OpenAPI component every error answer refers to. */
export const ERROR_ENVELOPE_SCHEMA_NAME = 'ErrorEnvelope';

export const ERROR_ENVELOPE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['status', 'message'],
  properties: {
    status: { type: 'integer', description: 'The HTTP status again.' },
    message: { type: 'string', description: 'What went wrong, in words to show the caller.' },
    code: { type: 'string', description: 'A machine-readable reason, where the endpoint has one.' },
    errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field path (nested paths dotted) -> the message shown against that field.' },
    crumbFail: { type: 'boolean', description: 'True on a crumb (CSRF) failure: reload the crumb and retry once. The cart answers false on its other failures.' },
  },
};

/** The error statuses the API answers with, and what each means wherever it is not said more precisely. */
export const ERROR_DESCRIPTIONS = {
  400: 'Invalid input: `message` is the first field error, `errors` has one message per field. Also a malformed body.',
  401: `Not logged in: "${HttpMessages.LOGIN_REQUIRED}"`,
  402: 'Payment declined or failed: `message` is the payment provider\'s reason to show the buyer, `code` `payment_declined` or `payment_error`; nothing was charged and no stock is held.',
  403: `No role on this site that may do this ("${HttpMessages.FORBIDDEN}"), or a crumb (CSRF) failure (\`crumbFail\`).`,
  404: 'Not found (an unknown site host answers "Site not found").',
  405: 'The path exists but not with this method: the `Allow` header lists the methods it has.',
  409: 'Conflicts with the current state (already exists, or changed meanwhile).',
  413: `"${HttpMessages.BODY_TOO_LARGE}"`,
  429: 'Too many requests: try again in a few seconds.',
  500: `"${HttpMessages.INTERNAL}": an unexpected failure, logged with its stack.`,
  502: `A service behind this one did not answer: "${HttpMessages.UPSTREAM_UNAVAILABLE}"`,
  503: 'Cannot take this now (overloaded or a dependency is down): try again later.',
} as const;

export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

/** The OpenAPI response of one error status: the envelope, described. */
export function errorResponse(status: ErrorStatus, description: string = ERROR_DESCRIPTIONS[status]) {
  return { status, description, schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE_SCHEMA_NAME}` } };
}

/**
 * Documents error answers particular to a route or controller (a domain refusal's 409, a rate
 * limit's 429). The answers the edge gives by itself (validation, guards, body limits, 500) are
 * documented without it: see `documentEdgeAnswers`.
 */
export function ApiErrors(...statuses: ErrorStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map((status) => ApiResponse(errorResponse(status))));
}
