import type { NestExpressApplication } from '@nestjs/platform-express';
import { readRawBodies } from '@mercato/http';
import { CENSUS_ENDPOINTS, CENSUS_LIMITS } from '@mercato/census/domain';

/** Paths whose bodies census reads itself: every ingestion endpoint and the validate mode. */
export const CENSUS_BODY_PATHS: readonly string[] = [
  ...Object.values(CENSUS_ENDPOINTS)
    .map((endpoint) => endpoint.path.replace(/\{[^}]+\}$/, ''))
    .filter((path, index, paths) => paths.indexOf(path) === index),
  '/api/v1/clanker/validate-event-content/',
];

/**
 * Census bodies arrive as text/plain (beacons), JSON or form-encoded, up to 1 MiB: read them as text
 * so the census parses them itself (a malformed one becomes a bad record, form fields get the spec
 * §9 query parsing limits). Call from the service's `beforeBodyParsers`.
 */
export function readCensusBodies(app: NestExpressApplication): void {
  readRawBodies(app, { paths: CENSUS_BODY_PATHS, limit: CENSUS_LIMITS.maxBodyBytes });
}
