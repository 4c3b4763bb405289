import { type DynamicModule, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { configureProxyTrust } from '@mercato/http';
import { HealthModule, MetricsModule, configureLogLevel, createLogger, initTracing, type Logger } from '@mercato/observability';
import { runtimeConfigFromEnv, type EventTransport, type RuntimeConfig } from './config';
import { completeStartup, createHttpApp } from './http-app';
import { PlatformModule } from './platform.module';
import { startRuntime, type Runtime, type RuntimeParts } from './runtime';

export type ModuleImport = NonNullable<DynamicModule['imports']>[number];

/** What a service's hooks get to build its modules. */
export interface ServiceContext {
  readonly config: RuntimeConfig;
  readonly logger: Logger;
  /** Database, event store and log; undefined for a service without `parts` (the proxy gateway). */
  readonly runtime: Runtime | undefined;
  /** The service's own origin, e.g. http://127.0.0.1:3000; empty until it listens. */
  url(): string;
}

/**
 * One deployable process: the gateway (embedded or proxy) or a context service. Everything else
 * (config, logs, tracing, database and log, the HTTP edge, health and metrics, shutdown) is
 * `startService`'s job, so a new service is a definition and a three-line main.ts.
 */
export interface ServiceDefinition {
  /** OpenAPI title at /api/docs. */
  readonly apiTitle: string;
  /** Schemas, projections and forwarded topics; a service without them opens no database. */
  readonly parts?: RuntimeParts;
  /** The only transport the service works on (a context service reads other contexts' events from Kafka). */
  readonly transport?: EventTransport;
  /** The service's Nest modules, imported after the platform's (PlatformModule, health, metrics). */
  modules(context: ServiceContext): ModuleImport[] | Promise<ModuleImport[]>;
  /** Express middleware ahead of the body parsers, e.g. the gateway's proxy and static assets. */
  beforeBodyParsers?(app: NestExpressApplication, context: ServiceContext): void;
  /** Runs once the service listens, before readiness opens: e.g. the demo seed. */
  started?(service: RunningService, context: ServiceContext): Promise<void>;
}

export interface RunningService<R extends Runtime | undefined = Runtime | undefined> {
  readonly app: NestExpressApplication;
  /** Database, event store and log: always there for a definition with `parts`. */
  readonly runtime: R;
  /** Where it listens, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  /** Closes the HTTP server, then the projections, the log and the database. */
  stop(): Promise<void>;
}

/** A service that keeps a database and an event log (every service but the proxy gateway). */
export type ServiceWithRuntime = ServiceDefinition & { readonly parts: RuntimeParts };

@Module({})
class ServiceRootModule {}

/** Starts a service in this process: runtime (if it has parts), HTTP app, listen, `started` hook, readiness. */
export function startService(config: RuntimeConfig, definition: ServiceWithRuntime): Promise<RunningService<Runtime>>;
export function startService(config: RuntimeConfig, definition: ServiceDefinition): Promise<RunningService>;
export async function startService(config: RuntimeConfig, definition: ServiceDefinition): Promise<RunningService> {
  if (definition.transport && config.transport !== definition.transport) {
    throw new Error(`The ${config.serviceName} service runs on EVENT_TRANSPORT=${definition.transport}, not ${config.transport}`);
  }
  configureLogLevel(config.logLevel);
  const logger = createLogger(config.serviceName);
  // Process-wide and idempotent: a test that registered its own exporter first keeps it.
  initTracing({ serviceName: config.serviceName, consoleExport: config.tracesExporter === 'console' });
  configureProxyTrust(config.trustedProxyHops);
  const runtime = definition.parts ? await startRuntime(config, definition.parts, logger) : undefined;
  let url = '';
  const context: ServiceContext = { config, logger, runtime, url: () => url };
  let app: NestExpressApplication | undefined;
  try {
    const rootModule: DynamicModule = {
      module: ServiceRootModule,
      imports: [...(runtime ? [PlatformModule.forRuntime(runtime)] : []), HealthModule, MetricsModule, ...(await definition.modules(context))],
    };
    const edge = definition.beforeBodyParsers;
    app = await createHttpApp(rootModule, runtime, logger, { title: definition.apiTitle, ...(edge ? { beforeBodyParsers: (nest) => edge(nest, context) } : {}) });
    await app.listen(config.port, config.host);
    const address = app.getHttpServer().address() as { port: number };
    url = `http://${config.host}:${address.port}`;
    const listening = app;
    const service: RunningService = {
      app: listening,
      runtime,
      url,
      stop: async () => {
        await listening.close();
        await runtime?.stop();
      },
    };
    await definition.started?.(service, context);
    if (runtime) await completeStartup(listening, runtime, logger);
    return service;
  } catch (error) {
    // A failed start must not leave a port, a consumer or an embedded PostgreSQL behind.
    await app?.close();
    await runtime?.stop();
    throw error;
  }
}

/**
 * A service's main: configuration from the environment, `define` (the service for it),
 * start, an optional banner on stdout, and a graceful stop on SIGTERM/SIGINT (HTTP first, then
 * consumers and the database).
 */
export function runService(
  serviceName: string,
  define: (config: RuntimeConfig) => ServiceDefinition,
  banner?: (service: RunningService, config: RuntimeConfig) => string,
): void {
  const logger = createLogger(serviceName);
  const run = async () => {
    const config = runtimeConfigFromEnv(serviceName);
    const definition = define(config);
    const tracing = initTracing({ serviceName, consoleExport: config.tracesExporter === 'console' });
    const service = await startService(config, definition);
    logger.info({ url: service.url, transport: config.transport }, 'listening');
    if (banner) process.stdout.write(banner(service, config));
    const stop = async (signal: string) => {
      logger.info({ signal }, 'shutting down');
      try {
        await service.stop();
        await tracing.shutdown();
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, 'unclean shutdown');
        process.exit(1);
      }
    };
    // The signal often comes twice (sent to the process group, and forwarded by scripts/start.mjs):
    // with `once`, the second would kill the process halfway through its graceful stop.
    let stopping: Promise<void> | undefined;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void (stopping ??= stop(signal)));
  };
  run().catch((error: unknown) => {
    logger.fatal({ err: error }, 'failed to start');
    process.exit(1);
  });
}
