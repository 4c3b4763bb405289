import { ConsoleApiError } from '../api/client';
import { fieldErrorsOf, formErrorOf } from './field-errors';

const refused = new ConsoleApiError(400, 'must not be less than 0', { 'variants.0.priceCents': 'must not be less than 0' });

describe('fieldErrorsOf', () => {
  it("gives the server's messages by field path, and nothing for other failures", () => {
    expect(fieldErrorsOf(refused)).toEqual({ 'variants.0.priceCents': 'must not be less than 0' });
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toEqual({});
    expect(fieldErrorsOf(undefined)).toEqual({});
  });
});

describe('formErrorOf', () => {
  it('points at the fields when each error is shown next to one', () => {
    expect(formErrorOf(refused, ['title', 'variants.0.priceCents'])).toBe('One or more fields is invalid, please check your entries.');
  });

  it("shows the server's message when a field error has no field on the form, or there are none", () => {
    expect(formErrorOf(refused, ['title'])).toBe('must not be less than 0');
    expect(formErrorOf(new ConsoleApiError(403, 'You do not have permission to do that.'), ['title'])).toBe('You do not have permission to do that.');
  });

  it('says the server could not be reached when the call never got an answer', () => {
    expect(formErrorOf(new TypeError('Failed to fetch'), [])).toBe('Unable to connect. Please try again');
    expect(formErrorOf(null, [])).toBeUndefined();
  });
});
