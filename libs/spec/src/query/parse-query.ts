import { parse, type IParseOptions, type ParsedQs } from 'qs';
import { QUERY_PARSING_LIMITS } from '../limits';

/** Spec §9 query parsing limits applied to `qs`: extra parameters are dropped, deeper nesting stays a literal key. */
export const QUERY_PARSE_OPTIONS = {
  parameterLimit: QUERY_PARSING_LIMITS.parameterLimit,
  depth: QUERY_PARSING_LIMITS.depth,
  arrayLimit: QUERY_PARSING_LIMITS.arrayLimit,
  ignoreQueryPrefix: true,
} as const satisfies IParseOptions;

export type ParsedQuery = ParsedQs;

export function parseQueryString(query: string): ParsedQuery {
  return parse(query, QUERY_PARSE_OPTIONS);
}
