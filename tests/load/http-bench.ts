/**
 * Benchmark: server-rendered product page and inventory endpoint, requests/s and latency
 * percentiles, against `npm start`'s embedded mode on this machine (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/http-bench.ts [seconds=10] [concurrency=16]
 *
 * Starts its own server on a free port with a fresh data dir, so it never touches .data/. Reports the
 * server's CPU per request too (app and PostgreSQL), and the load average of the machine.
 */
import { loadavg } from 'node:os';
import { withBenchServer, runBench } from './bench-server';
import { cpuMsPerRequest, measure, processTreeCpuMs } from './measure';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

runBench(() =>
  withBenchServer({}, async (port, serverPid) => {
    const stock = await fetch(`http://127.0.0.1:${port}/api/storefront/products/shop/linen-shirt`, { headers: { 'x-forwarded-host': 'localhost' } }).then((r) => r.json() as Promise<{ product: { id: string } }>);
    const results = [];
    for (const path of ['/shop/p/linen-shirt', `/api/commerce/inventory/stock/?itemId=${stock.product.id}`]) {
      const cpuBefore = processTreeCpuMs(serverPid);
      const measured = await measure(port, path, seconds, concurrency);
      results.push({ ...measured, ...cpuMsPerRequest(cpuBefore, processTreeCpuMs(serverPid), measured.requests) });
    }
    console.table(results);
    console.log(`load average (1, 5, 15 min): ${loadavg().map((load) => load.toFixed(1)).join(', ')}`);
  }),
);
