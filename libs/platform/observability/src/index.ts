// @mercato/observability: traces, logs, metrics and health endpoints shared by every service.
export * from './tracing/tracing';
export * from './tracing/http-telemetry.middleware';
export * from './logging/logger';
export * from './logging/pino-nest-logger';
export * from './metrics/metrics';
export * from './health/readiness-registry';
export * from './health/health.module';
