import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@mercato/testing';

const root = join(__dirname, '..', '..');

/**
 * Runs `work` against a fresh `npm start` (embedded mode, demo seed) on a free port with a data dir
 * of its own, so a benchmark never touches .data/; stops the server and removes the dir after. `work`
 * also gets the server's process group (the app and its PostgreSQL), e.g. to read their CPU time.
 */
export async function withBenchServer(env: NodeJS.ProcessEnv, work: (port: number, serverGroupId: number) => Promise<void>): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(root, '.cache', 'bench-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Mercato is running') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    await work(port, server.pid!);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a benchmark's main, exiting 1 on failure. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
