import 'reflect-metadata';
import { createLogger } from '@mercato/observability';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway } from './gateway';
import { DEMO_OWNER } from './seed/demo-seed';

/** `npm start`: the whole product in one process on embedded PostgreSQL. */
async function main(): Promise<void> {
  const logger = createLogger('main');
  const config = runtimeConfigFromEnv('gateway');
  const gateway = await startGateway(config);
  const publicUrl = gateway.url.replace('127.0.0.1', 'localhost');
  process.stdout.write(
    `\nMercato is running at ${publicUrl}\n` +
      `  storefront: ${publicUrl}/shop   (second site in JPY: ${publicUrl.replace('localhost', 'jpy.localhost')})\n` +
      `  API docs:   ${publicUrl}/api/docs\n` +
      (config.seed === 'demo' ? `  owner login: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}\n` : '') +
      `  data:       ${config.databaseUrl ? 'DATABASE_URL' : config.dataDir} (survives restarts)\n\n`,
  );
  const stop = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await gateway.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
