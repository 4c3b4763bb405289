/**
 * Benchmark: server-rendered product page and inventory endpoint, requests/s and latency
 * percentiles, against `npm start`'s embedded mode on this machine (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/http-bench.ts [seconds=10] [concurrency=16]
 *
 * Starts its own server on a free port with a fresh data dir, so it never touches .data/. Reports the
 * server's CPU per request too (app and PostgreSQL), and the load average of the machine.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
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
    const results = [];
    for (const path of ['/shop/p/linen-shirt', `/api/commerce/inventory/stock/?itemId=${stock.product.id}`]) {
      const cpuBefore = processGroupCpuMs(server.pid!);
      const measured = await measure(port, path, seconds, concurrency);
      results.push({ ...measured, serverCpuMsPerRequest: ((processGroupCpuMs(server.pid!) - cpuBefore) / measured.requests).toFixed(2) });
    }
    console.table(results);
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(1)).join(', ')}`);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * CPU time (user + system, ms) of the server's processes: the app and its embedded PostgreSQL, all in
 * the group `detached` gave it. Per request, it does not depend on how busy the machine is the way
 * requests/s does (the two cores are shared with whoever else runs).
 */
function processGroupCpuMs(groupId: number): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after "(comm) ": state ppid pgrp ... utime (12th) stime (13th), in clock ticks.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      if (Number(fields[2]) === groupId) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * (1000 / CLOCK_TICKS_PER_SECOND);
}

/** USER_HZ: 100 on Linux for every architecture this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
