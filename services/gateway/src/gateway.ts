import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, initTracing, type Logger } from '@mercato/observability';
import { completeStartup, createHttpApp, startRuntime, type Runtime, type RuntimeConfig } from '@mercato/runtime';
import { buildStorefrontClient } from '@mercato/storefront-build';
import { allContexts } from './contexts';
import { GatewayModule } from './gateway.module';
import { seedDemo } from './seed/demo-seed';

export interface RunningGateway {
  readonly app: NestExpressApplication;
  readonly runtime: Runtime;
  /** Where it listens, e.g. http://127.0.0.1:3000 */
  readonly url: string;
  stop(): Promise<void>;
}

const repoRoot = join(__dirname, '..', '..', '..');

/** Starts the embedded mode: database, projections, the storefront bundle and the HTTP app. */
export async function startGateway(config: RuntimeConfig): Promise<RunningGateway> {
  const logger = createLogger(config.serviceName);
  const tracing = initTracing({ serviceName: config.serviceName });
  const runtime = await startRuntime(config, allContexts, logger);
  try {
    return await serve(config, runtime, logger, tracing);
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}

async function serve(config: RuntimeConfig, runtime: Runtime, logger: Logger, tracing: { shutdown(): Promise<void> }): Promise<RunningGateway> {
  const assetsDir = join(config.dataDir, 'assets');
  const { scriptFile } = await buildStorefrontClient(assetsDir);
  let url = '';
  const app = await createHttpApp(
    GatewayModule.embedded(runtime, { clientScriptUrl: `/assets/${scriptFile}`, apiOrigin: () => url }),
    runtime,
    logger,
    'Mercato API',
  );
  app.useStaticAssets(assetsDir, { prefix: '/assets/', immutable: true, maxAge: '365d' });
  await app.listen(config.port, config.host);
  const address = app.getHttpServer().address() as { port: number };
  url = `http://${config.host}:${address.port}`;
  if (config.seed === 'demo') await seedDemo(app, logger);
  await completeStartup(app, runtime, logger);
  return {
    app,
    runtime,
    url,
    stop: async () => {
      await app.close();
      await runtime.stop();
      await tracing.shutdown();
    },
  };
}

export { repoRoot };
