import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, text, urlencoded, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { QUERY_PARSING_LIMITS } from '@mercato/spec';
import { bodyParserErrorToApiError } from './errors/error-mapping';

export interface BodyLimits {
  json?: string;
  urlencoded?: string;
  text?: string;
}

/**
 * Parser failures leave as ApiErrors: Nest would otherwise turn a JSON SyntaxError into a
 * BadRequestException carrying the parser's own wording.
 */
function withEnvelopeErrors(parser: RequestHandler): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) =>
    parser(request, response, (error?: unknown) => next(error === undefined ? undefined : (bodyParserErrorToApiError(error) ?? error)));
}

/**
 * Registers the body parsers with size limits on an app created with `bodyParser: false`.
 * Oversized bodies get 413 "Request body is too large.", malformed ones 400 "Malformed request body."
 * (through `ApiExceptionFilter`). Call before `app.listen()`/`app.init()` so the parsers run ahead of the routes.
 */
export function applyBodyLimits(app: NestExpressApplication, limits: BodyLimits = {}): void {
  app.use(withEnvelopeErrors(json({ limit: limits.json ?? '256kb' })));
  // body-parser 2 honours `depth`; its @types do not list it yet.
  const formOptions: NonNullable<Parameters<typeof urlencoded>[0]> & { depth: number } = {
    limit: limits.urlencoded ?? '1mb',
    extended: true,
    // Spec §9 query parsing limits, applied to form-encoded bodies too.
    parameterLimit: QUERY_PARSING_LIMITS.parameterLimit,
    depth: QUERY_PARSING_LIMITS.depth,
  };
  app.use(withEnvelopeErrors(urlencoded(formOptions)));
  // Beacons (performance records) arrive as text/plain.
  app.use(withEnvelopeErrors(text({ limit: limits.text ?? '1mb' })));
}

export interface RawBodyRoutes {
  /** Exact request paths, or prefixes when they end with "/"; matched case-insensitively. */
  readonly paths: readonly string[];
  /** Bytes (or a size such as "1mb") beyond which the body is refused with 413. */
  readonly limit: number | string;
}

/**
 * Reads the bodies of `routes.paths` as text whatever their content type (beacons send JSON as
 * text/plain), for routes that parse and judge bodies themselves. A body over the limit is refused
 * with 413 from its Content-Length, or as soon as the bytes streamed in pass it, never buffered
 * whole. Register before `applyBodyLimits`: the general parsers skip a body already read.
 */
export function readRawBodies(app: NestExpressApplication, routes: RawBodyRoutes): void {
  const parser = withEnvelopeErrors(text({ type: () => true, limit: routes.limit }));
  // Case-insensitive, as Express routes are.
  const paths = routes.paths.map((route) => route.toLowerCase());
  const matches = (path: string) => {
    const lower = path.toLowerCase();
    return paths.some((route) => (route.endsWith('/') ? lower.startsWith(route) : lower === route));
  };
  app.use((request: Request, response: Response, next: NextFunction) => (matches(request.path) ? parser(request, response, next) : next()));
}
