import { parseVisitorCookie } from '@mercato/spec';
import { CENSUS_LIMITS } from './census-limits';

/**
 * The visitor id a conversion-cookie value names (`visitorId|first|previous|current|count`, spec
 * §9); any other non-blank string is an id as it is.
 */
export function visitorIdFromCookieValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return parseVisitorCookie(value)?.visitorId ?? value;
}

/** The visitor or session a record belongs to: the first non-blank candidate, in the order given. */
export function visitorIdOf(candidates: ReadonlyArray<unknown>): string | undefined {
  for (const candidate of candidates) {
    const id = typeof candidate === 'string' ? candidate.trim() : '';
    if (id) return id.slice(0, CENSUS_LIMITS.maxVisitorIdLength);
  }
  return undefined;
}

/**
 * Kafka key `websiteId:visitor` so one visitor's records stay in order on one partition. A record
 * that names no visitor is keyed by its own id, which spreads anonymous records over all partitions.
 */
export function recordKey(websiteId: string, visitorId: string | undefined, recordId: string): string {
  return `${websiteId}:${visitorId ?? recordId}`;
}
