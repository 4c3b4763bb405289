import { SpanKind, SpanStatusCode, context, trace } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
} from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { createLogger, type Logger } from '../logging/logger';
import { httpRequestDuration } from '../metrics/metrics';
import { contextFromTraceparent, currentTraceparent, extractTraceparent, mercatoTracer, TRACEPARENT_HEADER } from './tracing';

/** Route label for requests no route matched (404s, body-parser rejections), keeping metric labels bounded. */
const UNMATCHED_ROUTE = 'unmatched';

export interface HttpTelemetryOptions {
  /** Where access log lines go; defaults to a logger named `http`. */
  logger?: Logger;
}

/** The route template express matched (`/api/sites/:websiteId`), known once the request was routed. */
function routeTemplateOf(request: Request): string | undefined {
  const route: unknown = request.route;
  const path = typeof route === 'object' && route !== null ? (route as { path?: unknown }).path : undefined;
  return typeof path === 'string' ? `${request.baseUrl}${path}` : undefined;
}

/**
 * Express middleware, registered first with `app.use(httpTelemetry())`: a SERVER span per request
 * (continuing an incoming `traceparent`, echoed on the response), the request duration histogram
 * and one access log line per request.
 */
export function httpTelemetry(options: HttpTelemetryOptions = {}): (request: Request, response: Response, next: NextFunction) => void {
  const logger = options.logger ?? createLogger('http');
  return (request, response, next) => {
    const startedAt = performance.now();
    const method = request.method;
    const path = request.path;
    const parent = contextFromTraceparent(extractTraceparent(request.headers));
    const span = mercatoTracer().startSpan(
      `HTTP ${method}`,
      { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_PATH]: path } },
      parent,
    );
    const requestContext = trace.setSpan(parent, span);
    const traceparent = context.with(requestContext, currentTraceparent);
    if (traceparent) response.setHeader(TRACEPARENT_HEADER, traceparent);

    response.once('close', () => {
      const status = response.statusCode;
      const route = routeTemplateOf(request);
      span.updateName(`HTTP ${method} ${route ?? UNMATCHED_ROUTE}`);
      span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
      if (route) span.setAttribute(ATTR_HTTP_ROUTE, route);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();

      const durationMs = performance.now() - startedAt;
      httpRequestDuration.observe({ method, route: route ?? UNMATCHED_ROUTE, status: String(status) }, durationMs / 1000);
      const { traceId, spanId } = span.spanContext();
      logger.info(
        { method, path, status, duration_ms: Math.round(durationMs * 10) / 10, trace_id: traceId, span_id: spanId, aborted: !response.writableFinished || undefined },
        'request completed',
      );
    });

    context.with(requestContext, next);
  };
}
