import { join } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { startService, type RunningService, type Runtime, type RuntimeConfig, type ServiceContext, type ServiceDefinition, type ServiceWithRuntime } from '@mercato/runtime';
import { buildStorefrontClient } from '@mercato/storefront-build';
import { allContexts } from './contexts';
import { GatewayModule } from './gateway.module';
import { apiProxy, upstreamFetch } from './proxy/api-proxy';
import { upstreamsFromEnv, type Upstreams } from './proxy/routes';
import { seedDemo } from './seed/demo-seed';
import { StorefrontModule } from './storefront/storefront.module';

export type GatewayMode = 'embedded' | 'proxy';

/** `MERCATO_GATEWAY_MODE`: embedded (default) or proxy. */
export function gatewayModeFromEnv(env: NodeJS.ProcessEnv): GatewayMode {
  const mode = env.MERCATO_GATEWAY_MODE ?? 'embedded';
  if (mode !== 'embedded' && mode !== 'proxy') throw new Error(`MERCATO_GATEWAY_MODE must be embedded or proxy, not ${mode}`);
  return mode;
}

/** Embedded mode (`npm start`): every context module in this process, the storefront, the demo seed. */
export const embeddedGateway: ServiceWithRuntime = {
  apiTitle: 'Mercato API',
  parts: allContexts,
  modules: async (context) => [GatewayModule.embedded(await storefront(context))],
  beforeBodyParsers: serveStorefrontAssets,
  started: async (gateway, context) => {
    if (context.config.seed === 'demo') await seedDemo(gateway.app, context.logger);
  },
};

/**
 * Proxy mode (distributed): the storefront is rendered here, /api/* goes to the services by path
 * prefix (proxy/routes.ts). Keeps no database and reads no topic.
 */
export function proxyGateway(upstreams: Upstreams): ServiceDefinition {
  return {
    apiTitle: 'Mercato gateway',
    modules: async (context) => [await storefront(context, upstreamFetch(upstreams))],
    beforeBodyParsers: (app, context) => {
      app.use(apiProxy(upstreams, context.logger));
      serveStorefrontAssets(app, context);
    },
  };
}

export function gatewayFromEnv(env: NodeJS.ProcessEnv): ServiceDefinition {
  return gatewayModeFromEnv(env) === 'proxy' ? proxyGateway(upstreamsFromEnv(env)) : embeddedGateway;
}

export type RunningGateway = RunningService<Runtime>;

/** The embedded gateway in this process (integration tests, benchmarks). */
export function startGateway(config: RuntimeConfig): Promise<RunningGateway> {
  return startService(config, embeddedGateway);
}

const storefrontAssetsDir = (config: RuntimeConfig) => join(config.dataDir, 'assets');

/** Builds the hydration bundle; server-side renders load their data from `apiFetch`, or this gateway's own API. */
async function storefront(context: ServiceContext, apiFetch?: typeof fetch): Promise<DynamicModule> {
  const { scriptFile } = await buildStorefrontClient(storefrontAssetsDir(context.config));
  return StorefrontModule.withAssets({ clientScriptUrl: `/assets/${scriptFile}`, apiOrigin: () => context.url(), ...(apiFetch ? { apiFetch } : {}) });
}

function serveStorefrontAssets(app: NestExpressApplication, context: ServiceContext): void {
  app.useStaticAssets(storefrontAssetsDir(context.config), { prefix: '/assets/', immutable: true, maxAge: '365d' });
}
