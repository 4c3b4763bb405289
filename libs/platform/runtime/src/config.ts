import { join } from 'node:path';
import { kafkaConnectionConfigFromEnv, type KafkaConnectionConfig } from '@mercato/event-log';

export type EventTransport = 'postgres' | 'kafka';

export interface RuntimeConfig {
  readonly serviceName: string;
  readonly port: number;
  readonly host: string;
  /** Embedded mode keeps PostgreSQL's data here; unused when `databaseUrl` is set. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  /** False behind a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21). */
  readonly preparedStatements: boolean;
  readonly embeddedPostgresPort: number;
  readonly transport: EventTransport;
  readonly kafka?: KafkaConnectionConfig;
  readonly seed: 'demo' | 'none';
}

/** Reads the configuration table of README.md from the environment. */
export function runtimeConfigFromEnv(serviceName: string, env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): RuntimeConfig {
  const transport = (env.EVENT_TRANSPORT ?? 'postgres') as EventTransport;
  if (transport !== 'postgres' && transport !== 'kafka') throw new Error(`EVENT_TRANSPORT must be postgres or kafka, not ${transport}`);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const seed = env.MERCATO_SEED ?? (env.DATABASE_URL ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`MERCATO_SEED must be demo or none, not ${seed}`);
  const prepared = env.DATABASE_PREPARED_STATEMENTS ?? 'true';
  if (prepared !== 'true' && prepared !== 'false') throw new Error(`DATABASE_PREPARED_STATEMENTS must be true or false, not ${prepared}`);
  return {
    serviceName,
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.MERCATO_DATA_DIR ?? join(repoRoot, '.data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    preparedStatements: prepared === 'true',
    embeddedPostgresPort: Number(env.MERCATO_PG_PORT ?? 54329),
    transport,
    ...(transport === 'kafka' ? { kafka: kafkaConnectionConfigFromEnv(env) } : {}),
    seed,
  };
}

/** A required upstream URL such as SITES_SERVICE_URL (distributed mode), checked at boot rather than on first use. */
export function serviceUrlFromEnv(name: string, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is not set: the URL of that service, e.g. http://sites:3000`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, not ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, not ${value}`);
  return url.origin;
}
