import { ApiError } from '@mercato/http';
import { CART_MESSAGES } from '@mercato/spec';
import { DeliveryRefusedError, RateLimitedError } from '@mercato/census/application';

/** The spec has no wording for it: the sink is full or away, which no waiting of a few seconds promises to fix. */
export const CENSUS_UNAVAILABLE_MESSAGE = 'Analytics records cannot be stored right now. Try again later.';

/**
 * Why census stored nothing of a request, as the caller sees it: 429 over a rate limit (spec §8's
 * "try again in a few seconds"), 503 while the sink cannot take records. Undefined for any other error.
 */
export function censusRefusal(error: unknown): ApiError | undefined {
  if (error instanceof RateLimitedError) return new ApiError(429, CART_MESSAGES.rateLimited, { code: 'rate_limited' });
  if (error instanceof DeliveryRefusedError) return new ApiError(503, CENSUS_UNAVAILABLE_MESSAGE, { code: 'ingestion_unavailable' });
  return undefined;
}
