import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import { ApiExceptionFilter, KnownPaths, applyBodyLimits, buildOpenApiDocument, createValidationPipe, crumbCookie, methodNotAllowed } from '@mercato/http';
import { PinoNestLogger, ReadinessRegistry, httpTelemetry, type Logger } from '@mercato/observability';
import type { Runtime } from './runtime';

export interface HttpAppOptions {
  /** OpenAPI title at /api/docs. */
  readonly title: string;
  /**
   * Middleware that must see the raw request, registered after telemetry and before the body
   * parsers: the gateway's proxy streams bodies to the services unread.
   */
  readonly beforeBodyParsers?: (app: NestExpressApplication) => void;
}

const PROJECTIONS_READINESS = 'projections';

/**
 * Builds a Nest HTTP app with the platform's edge in front of `rootModule`: telemetry first (so a
 * request refused by the body parser is still traced and logged), body limits, the crumb cookie,
 * the error envelope and validation; OpenAPI at /api/docs, and 405 with `Allow` for a path it
 * lists called with another method (before any body is read). Without a runtime (the proxy gateway
 * keeps no database) readiness has no database or projection checks.
 */
export async function createHttpApp(rootModule: unknown, runtime: Runtime | undefined, logger: Logger, options: HttpAppOptions): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(rootModule as never, { bodyParser: false, logger: new PinoNestLogger(logger) });
  // Express hashes every response body into an ETag, POST answers included (each census beacon's);
  // the API's and pages' answers are dynamic, and static assets keep the ETags serve-static sets.
  app.set('etag', false);
  app.use(httpTelemetry({ logger }));
  const knownPaths = new KnownPaths();
  app.use(methodNotAllowed(knownPaths));
  options.beforeBodyParsers?.(app);
  applyBodyLimits(app);
  app.use(crumbCookie());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(createValidationPipe());
  if (runtime) registerRuntimeReadiness(app.get(ReadinessRegistry), runtime);
  const document = buildOpenApiDocument(app, options.title);
  knownPaths.learn(document);
  SwaggerModule.setup('api/docs', app, document);
  return app;
}

/**
 * Start-up's last step, once the app listens and has written what it writes at start (the demo
 * seed): waits until every projection has applied everything committed so far, then lets
 * /health/ready answer 200. Until then readers could miss what start-up wrote.
 */
export async function completeStartup(app: NestExpressApplication, runtime: Runtime, logger: Logger): Promise<void> {
  const started = Date.now();
  logger.info('catching up with the event log');
  await runtime.catchUp();
  app.get(ReadinessRegistry).open(PROJECTIONS_READINESS);
  logger.info({ durationMs: Date.now() - started }, 'projections caught up; ready');
}

function registerRuntimeReadiness(readiness: ReadinessRegistry, runtime: Runtime): void {
  readiness.register('database', async () => {
    await runtime.dataSource.query('SELECT 1');
    return { ok: true };
  });
  readiness.registerGate(PROJECTIONS_READINESS, 'starting: seeding and catching up with the event log');
}
