import { join } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { startService, type RunningService, type Runtime, type RuntimeConfig, type ServiceContext, type ServiceDefinition, type ServiceWithRuntime } from '@mercato/runtime';
import { buildStorefrontClient } from '@mercato/storefront-build';
import { buildConsoleClient, consoleHtml } from '@mercato/console/server';
import { readCensusBodies } from '@mercato/census/http';
import { allContexts } from './contexts';
import { GatewayModule } from './gateway.module';
import { apiProxy, upstreamFetch } from './proxy/api-proxy';
import { upstreamsOf, type Upstreams } from './proxy/routes';
import { ContributorService } from '@mercato/accounts/application';
import { DEMO_OWNER_ACCOUNT, seedDemoSites } from '@mercato/sites/seed';
import { seedDemoForms } from './seed/demo-forms';
import { seedDemoGallery } from './seed/demo-gallery';
import { seedDemoStores } from './seed/demo-seed';
import { seedDemoCourse } from './seed/demo-course';
import { httpStorefrontReads } from '@mercato/storefront/server/storefront-reads';
import { type StorefrontAssets } from './storefront/storefront.controller';
import { ConsoleModule } from './console/console.module';
import { StorefrontModule } from './storefront/storefront.module';
import { RecentStorefrontPages, recentPagesMiddleware } from './storefront/recent-pages';

/** Embedded mode (`npm start`): every context module in this process, the console, the storefront, the demo seed. */
export const embeddedGateway: ServiceWithRuntime = {
  apiTitle: 'Mercato API',
  parts: allContexts,
  modules: async (context) => {
    const [ownerConsole, assets] = await Promise.all([consoleModule(context), storefrontAssets(context)]);
    return [GatewayModule.embedded(ownerConsole, StorefrontModule.inProcess(assets))];
  },
  beforeBodyParsers: (app, context) => {
    readCensusBodies(app);
    serveStorefrontAssets(app, context);
  },
  started: async (gateway, context) => {
    if (context.config.seed !== 'demo') return;
    if (await seedDemoSites(gateway.app, context.logger)) await gateway.app.get(ContributorService).create(DEMO_OWNER_ACCOUNT);
    await seedDemoStores({ origin: gateway.url }, context.logger);
    await seedDemoForms({ origin: gateway.url }, context.logger);
    await seedDemoGallery({ origin: gateway.url }, context.logger);
    await seedDemoCourse({ origin: gateway.url }, context.logger);
  },
};

export interface ProxyGatewayOptions {
  /** Seed the demo stores through the services (whose sites service seeded the demo sites). */
  readonly seedDemo?: boolean;
}

/**
 * Proxy mode (distributed): the console and the storefront are served here, /api/* goes to the services by path
 * prefix (proxy/routes.ts). Keeps no database and reads no topic.
 */
export function proxyGateway(upstreams: Upstreams, options: ProxyGatewayOptions = {}): ServiceDefinition {
  const toServices = upstreamFetch(upstreams);
  return {
    apiTitle: 'Mercato gateway',
    // The contexts are not in this process: the render reads from the services over HTTP, by the route table.
    modules: async (context) => {
      const [ownerConsole, assets] = await Promise.all([consoleModule(context), storefrontAssets(context)]);
      return [ownerConsole, StorefrontModule.withReads(assets, httpStorefrontReads({ origin: () => context.url(), fetch: toServices }))];
    },
    beforeBodyParsers: (app, context) => {
      app.use(apiProxy(upstreams, context.logger));
      serveStorefrontAssets(app, context);
    },
    started: async (gateway, context) => {
      if (!options.seedDemo) return;
      await seedDemoStores({ origin: gateway.url, fetch: toServices }, context.logger);
      // The product pictures went to the media service (MEDIA_SERVICE_URL); the gallery shows them.
      await seedDemoGallery({ origin: gateway.url, fetch: toServices }, context.logger);
    },
  };
}

/** The gateway `config.gatewayMode` names. */
export function gatewayFor(config: RuntimeConfig): ServiceDefinition {
  return config.gatewayMode === 'proxy' ? proxyGateway(upstreamsOf(config), { seedDemo: config.seed === 'demo' }) : embeddedGateway;
}

export type RunningGateway = RunningService<Runtime>;

/** The embedded gateway in this process (integration tests, benchmarks). */
export function startGateway(config: RuntimeConfig): Promise<RunningGateway> {
  return startService(config, embeddedGateway);
}

const storefrontAssetsDir = (config: RuntimeConfig) => join(config.dataDir, 'assets');

/** Builds the hydration bundle. */
async function storefrontAssets(context: ServiceContext): Promise<StorefrontAssets> {
  const { scriptFile } = await buildStorefrontClient(storefrontAssetsDir(context.config));
  return { clientScriptUrl: `/assets/${scriptFile}`, censusDisabled: context.config.censusDisabled };
}

/** Builds the console's bundle next to the storefront's, served by the same /assets/ route. */
async function consoleModule(context: ServiceContext): Promise<DynamicModule> {
  const { scriptFile, styleFile } = await buildConsoleClient(join(storefrontAssetsDir(context.config), 'console'));
  return ConsoleModule.withPage(consoleHtml({ scriptUrl: `/assets/console/${scriptFile}`, styleUrl: `/assets/console/${styleFile}` }));
}

function serveStorefrontAssets(app: NestExpressApplication, context: ServiceContext): void {
  // Gzip for what follows (bundles, pages, JSON): the storefront bundle is a third of its size gzipped.
  app.use(compression());
  app.useStaticAssets(storefrontAssetsDir(context.config), { prefix: '/assets/', immutable: true, maxAge: '365d' });
  app.use(recentPagesMiddleware(app.get(RecentStorefrontPages)));
}
