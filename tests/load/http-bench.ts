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
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { freePort } from '@mercato/testing';

const root = join(__dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host: 'localhost' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(port: number, path: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await get(agent, port, path).catch(() => 0);
        if (status !== 200) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  return { path, requests: latencies.length, perSecond: Math.round(latencies.length / seconds), p50: pct(50), p99: pct(99), errors };
}

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
    const results = [await measure(port, '/shop/p/linen-shirt'), await measure(port, `/api/commerce/inventory/stock/?itemId=${stock.product.id}`)];
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
