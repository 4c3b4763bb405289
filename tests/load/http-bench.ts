/**
 * Benchmark: server-rendered product page and inventory endpoint, requests/s and latency
 * percentiles, against `npm start`'s embedded mode on this machine (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/http-bench.ts [seconds=10] [concurrency=16]
 *
 * Starts its own server on a free port with a fresh data dir, so it never touches .data/.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@mercato/testing';
import { measure } from './measure';

const root = join(__dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(root, '.cache', 'bench-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Mercato is running') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const stock = await fetch(`http://127.0.0.1:${port}/api/storefront/products/shop/linen-shirt`, { headers: { 'x-forwarded-host': 'localhost' } }).then((r) => r.json() as Promise<{ product: { id: string } }>);
    const results = [await measure(port, '/shop/p/linen-shirt', seconds, concurrency), await measure(port, `/api/commerce/inventory/stock/?itemId=${stock.product.id}`, seconds, concurrency)];
    console.table(results);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
