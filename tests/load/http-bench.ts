/**
 * Benchmark: server-rendered product page and inventory endpoint, requests/s and latency
 * percentiles, against `npm start`'s embedded mode on this machine (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/http-bench.ts [seconds=10] [concurrency=16]
 *
 * Starts its own server on a free port with a fresh data dir, so it never touches .data/. Reports the
 * server's CPU per request too (app and PostgreSQL), and the load average of the machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { withBenchServer, runBench } from './bench-server';
import { measure } from './measure';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

runBench(() =>
  withBenchServer({}, async (port, serverGroupId) => {
    const stock = await fetch(`http://127.0.0.1:${port}/api/storefront/products/shop/linen-shirt`, { headers: { 'x-forwarded-host': 'localhost' } }).then((r) => r.json() as Promise<{ product: { id: string } }>);
    const results = [];
    for (const path of ['/shop/p/linen-shirt', `/api/commerce/inventory/stock/?itemId=${stock.product.id}`]) {
      const cpuBefore = processGroupCpuMs(serverGroupId);
      const measured = await measure(port, path, seconds, concurrency);
      results.push({ ...measured, serverCpuMsPerRequest: ((processGroupCpuMs(serverGroupId) - cpuBefore) / measured.requests).toFixed(2) });
    }
    console.table(results);
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(1)).join(', ')}`);
  }),
);

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
