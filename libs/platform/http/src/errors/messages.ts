import { INTERFACE_STRINGS } from '@mercato/spec';

/** Caller-facing texts of the HTTP edge (spec §8 wording where the spec has one). */
export const HttpMessages = {
  BODY_TOO_LARGE: 'Request body is too large.',
  MALFORMED_BODY: 'Malformed request body.',
  /** PostgreSQL cannot store it, so it is refused wherever it appears. */
  NUL_CHARACTER: 'Text must not contain the NUL character.',
  /** Spec §8 "Interface strings". */
  INTERNAL: 'Something went wrong',
  SITE_NOT_FOUND: 'Site not found',
  LOGIN_REQUIRED: 'Please log in.',
  FORBIDDEN: 'You do not have permission to do that.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  /** A service behind the gateway (or the one keeping owner sessions) did not answer: 502. */
  UPSTREAM_UNAVAILABLE: INTERFACE_STRINGS.unableToConnect,
} as const;
