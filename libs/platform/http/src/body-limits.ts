import type { NestExpressApplication } from '@nestjs/platform-express';

export interface BodyLimits {
  json?: string;
  urlencoded?: string;
  text?: string;
}

/** Spec §9 query parsing limits, applied to form-encoded bodies too. */
const FORM_PARAMETER_LIMIT = 1000;
const FORM_NESTING_DEPTH = 5;

/**
 * Registers the body parsers with size limits on an app created with `bodyParser: false`.
 * Oversized bodies and malformed JSON become 413/400 envelopes through `ApiExceptionFilter`.
 * Call before `app.listen()`/`app.init()` so the parsers run ahead of the routes.
 */
export function applyBodyLimits(app: NestExpressApplication, limits: BodyLimits = {}): void {
  const { json = '256kb', urlencoded = '1mb', text = '1mb' } = limits;
  app.useBodyParser('json', { limit: json });
  app.useBodyParser('urlencoded', { limit: urlencoded, extended: true, parameterLimit: FORM_PARAMETER_LIMIT, depth: FORM_NESTING_DEPTH });
  // Beacons (performance records) arrive as text/plain.
  app.useBodyParser('text', { limit: text });
}
