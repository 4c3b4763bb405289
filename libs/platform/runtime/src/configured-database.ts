import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedPostgresUrl, runningEmbeddedPostgres, startEmbeddedPostgres } from '@mercato/database';
import type { RuntimeConfig } from './config';

/** Where embedded mode keeps its PostgreSQL cluster. */
export function embeddedPostgresDir(config: RuntimeConfig): string {
  return join(config.dataDir, 'postgres');
}

export interface ConfiguredDatabase {
  readonly url: string;
  /** Which database this is, in words for the person running the command. */
  readonly description: string;
  /** Stops the embedded server when this call started it. */
  close(): Promise<void>;
}

/**
 * The app's database, for a command run beside the app (`npm run rebuild`): DATABASE_URL; else the
 * embedded cluster in MERCATO_DATA_DIR, through the app's own server while the app runs (a cluster
 * admits one server), otherwise through a server started for the command and stopped after it.
 */
export async function openConfiguredDatabase(config: RuntimeConfig): Promise<ConfiguredDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, description: 'DATABASE_URL', close: async () => undefined };
  const dataDir = embeddedPostgresDir(config);
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new Error(`There is no database in ${dataDir}: start the app once (npm start), set MERCATO_DATA_DIR to its data directory, or set DATABASE_URL.`);
  }
  const running = runningEmbeddedPostgres(dataDir);
  if (running) {
    return { url: embeddedPostgresUrl(running.port), description: `the running app's PostgreSQL on port ${running.port} (${dataDir})`, close: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir, port: config.embeddedPostgresPort });
  return { url: server.url, description: `PostgreSQL in ${dataDir}, started for this command`, close: server.stop };
}
