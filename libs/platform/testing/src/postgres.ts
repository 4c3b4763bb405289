import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '@mercato/database';
import { freePort } from './free-port';

export interface ProvidedPostgres {
  /** Server URL; tests create their own database on it with `createTestDatabase`. */
  readonly url: string;
  stop(): Promise<void>;
}

const repoRoot = join(__dirname, '..', '..', '..', '..');

/**
 * One PostgreSQL for a whole test run: `DATABASE_URL` when set, otherwise a fresh embedded
 * server (a real PostgreSQL 17) whose data is removed when the run ends.
 */
export async function providePostgres(): Promise<ProvidedPostgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const dataDir = join(repoRoot, '.cache', 'test-postgres', randomBytes(4).toString('hex'));
  const server = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own for one test file, so files run in parallel without sharing rows. */
export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
