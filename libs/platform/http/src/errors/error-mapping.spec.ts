import { BadRequestException, ForbiddenException, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { DomainError } from '@mercato/domain';
import { ApiError } from './api-error';
import { mapErrorToEnvelope } from './error-mapping';

/** The shape body-parser (http-errors) gives its errors. */
const bodyParserError = (status: number, type: string, message: string): Error =>
  Object.assign(new Error(message), { status, statusCode: status, type, expose: true });

describe('mapErrorToEnvelope', () => {
  it('sends an ApiError as it is, with its code, field errors and crumb flag', () => {
    const error = new ApiError(400, 'Required', { code: 'invalid', errors: { email: 'Required' } });
    expect(mapErrorToEnvelope(error)).toEqual({
      envelope: { status: 400, message: 'Required', code: 'invalid', errors: { email: 'Required' } },
      unexpected: false,
    });
    expect(mapErrorToEnvelope(new ApiError(403, 'expired', { crumbFail: true })).envelope).toEqual({ status: 403, message: 'expired', crumbFail: true });
  });

  it.each([
    ['invalid', 400],
    ['not_found', 404],
    ['already_exists', 409],
    ['conflict', 409],
  ] as const)('answers a %s refusal of a decider with %i, its code and the field it concerns', (code, status) => {
    expect(mapErrorToEnvelope(new DomainError(code, 'URL is taken', 'urlId'))).toEqual({
      envelope: { status, message: 'URL is taken', code, errors: { urlId: 'URL is taken' } },
      unexpected: false,
    });
    expect(mapErrorToEnvelope(new DomainError(code, 'No such product')).envelope).toEqual({ status, message: 'No such product', code });
  });

  it('maps Nest HTTP exceptions to their status and first message', () => {
    expect(mapErrorToEnvelope(new NotFoundException('Cannot GET /nope')).envelope).toEqual({ status: 404, message: 'Cannot GET /nope' });
    expect(mapErrorToEnvelope(new BadRequestException(['first problem', 'second'])).envelope).toEqual({ status: 400, message: 'first problem' });
    expect(mapErrorToEnvelope(new ForbiddenException()).envelope).toEqual({ status: 403, message: 'Forbidden' });
    expect(mapErrorToEnvelope(new ServiceUnavailableException()).unexpected).toBe(true);
  });

  it('turns body-parser failures into 413 and 400 with fixed wording', () => {
    expect(mapErrorToEnvelope(bodyParserError(413, 'entity.too.large', 'request entity too large')).envelope).toEqual({
      status: 413,
      message: 'Request body is too large.',
    });
    expect(mapErrorToEnvelope(bodyParserError(400, 'entity.parse.failed', 'Unexpected token } in JSON')).envelope).toEqual({
      status: 400,
      message: 'Malformed request body.',
    });
    expect(mapErrorToEnvelope(bodyParserError(415, 'charset.unsupported', 'unsupported charset "KOI8"')).envelope).toEqual({
      status: 415,
      message: 'unsupported charset "KOI8"',
    });
  });

  it('hides unknown errors behind a generic 500 and flags them for logging', () => {
    const mapped = mapErrorToEnvelope(new TypeError("Cannot read properties of undefined (reading 'secret')"));
    expect(mapped).toEqual({ envelope: { status: 500, message: 'Something went wrong' }, unexpected: true });
    expect(mapErrorToEnvelope('a thrown string').envelope.status).toBe(500);
  });
});
