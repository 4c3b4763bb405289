import { DeliveryRefusedError, RateLimitedError } from '@mercato/census/application';
import { censusRefusal } from './census-refusal';

describe('censusRefusal', () => {
  it('answers a rate limit with 429 and the spec wording', () => {
    expect(censusRefusal(new RateLimitedError())?.toEnvelope()).toEqual({ status: 429, message: 'Please try again in a few seconds.', code: 'rate_limited' });
  });

  it('answers a sink that cannot take records with 503 and its own message, not the rate-limit one', () => {
    expect(censusRefusal(new DeliveryRefusedError())?.toEnvelope()).toEqual({
      status: 503,
      message: 'Analytics records cannot be stored right now. Try again later.',
      code: 'ingestion_unavailable',
    });
  });

  it('leaves other errors to the global error mapping', () => {
    expect(censusRefusal(new Error('boom'))).toBeUndefined();
  });
});
