/**
 * Benchmark: server-rendered product page and inventory endpoint, requests/s and latency
 * percentiles, against `npm start`'s embedded mode on this machine (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/http-bench.ts [seconds=10] [concurrency=16]
 *
 * Starts its own server on a free port with a fresh data dir, so it never touches .data/.
 */
import { withBenchServer, runBench } from './bench-server';
import { measure } from './measure';

const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

runBench(() =>
  withBenchServer({}, async (port) => {
    const stock = await fetch(`http://127.0.0.1:${port}/api/storefront/products/shop/linen-shirt`, { headers: { 'x-forwarded-host': 'localhost' } }).then((r) => r.json() as Promise<{ product: { id: string } }>);
    const results = [await measure(port, '/shop/p/linen-shirt', seconds, concurrency), await measure(port, `/api/commerce/inventory/stock/?itemId=${stock.product.id}`, seconds, concurrency)];
    console.table(results);
  }),
);
