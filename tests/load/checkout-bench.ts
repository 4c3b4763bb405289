/**
 * Benchmark: checkout (POST /api/commerce/checkout, test card) on the embedded gateway, PostgreSQL
 * transport, fresh embedded PostgreSQL. Two parts:
 * 1. throughput: `shoppers` concurrent shoppers for `seconds`; each loops: add one unit of one of
 *    10 products (stock 1,000,000 each) to a fresh cart, then check out. Orders per second, and the
 *    checkout request's p50/p99.
 * 2. the race: 100 shoppers with one unit each in their carts check out at once for 50 units of one
 *    product: orders placed, refusals, final stock, wall time.
 *
 *   node -r @swc-node/register tests/load/checkout-bench.ts [seconds=20] [shoppers=50]
 *
 * Server and load generator share this process and the machine's two cores.
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { freePort } from '@mercato/testing';
import { TEST_CARDS } from '@mercato/payments';
import { CART_COOKIE, COOKIE_NAMES, CSRF_HEADER } from '@mercato/spec';
import { startGateway } from '../../services/gateway/src/gateway';
import { ADDRESS, createStockedProduct } from '../integration/support/checkout';
import { testSiteCommand } from '../integration/support/fixtures';

const seconds = Number(process.argv[2] ?? 20);
const shopperCount = Number(process.argv[3] ?? 50);
const WEBSITE = 'checkout-bench';
const HOST = 'checkout-bench.localhost';

const cookieValue = (response: Response, name: string) => response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))?.split(';')[0]!.slice(name.length + 1);
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const root = join(__dirname, '..', '..');
  const dataDir = mkdtempSync(join(root, '.cache', 'checkout-bench-'));
  const gateway = await startGateway(
    runtimeConfigFromEnv('checkout-bench', { ...process.env, PORT: String(await freePort()), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(await freePort()), MERCATO_SEED: 'none', EVENT_TRANSPORT: 'postgres', CART_RATE_LIMIT_PER_ADDRESS: '0', LOG_LEVEL: 'warn' }),
  );
  try {
    const commands = gateway.app.get(CommandBus);
    await commands.execute(testSiteCommand(WEBSITE, HOST));
    const products: Array<{ itemId: string; sku: string }> = [];
    for (let p = 0; p < 10; p++) products.push(await createStockedProduct(commands, WEBSITE, `Bench Product ${p}`, 1_000_000, 1000 + p));
    const scarce = await createStockedProduct(commands, WEBSITE, 'Scarce Product', 50);
    await gateway.runtime.catchUp();

    const call = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
      fetch(`${gateway.url}${path}`, { method: init.method ?? 'GET', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST, ...init.headers }, ...(init.body ? { body: JSON.stringify(init.body) } : {}) });
    /** A shopper's crumb and a fresh cart holding one unit of `product`. */
    const cartWith = async (product: { itemId: string; sku: string }) => {
      const crumb = cookieValue(await call('/api/commerce/shopping-cart'), COOKIE_NAMES.crumb)!;
      const headers = { cookie: `${COOKIE_NAMES.crumb}=${crumb}`, [CSRF_HEADER]: crumb };
      const added = await call('/api/commerce/shopping-cart/entries', { method: 'POST', headers, body: { itemId: product.itemId, sku: product.sku, quantity: 1 } });
      if (added.status !== 200) throw new Error(`add answered ${added.status}`);
      return { ...headers, cookie: `${headers.cookie}; ${CART_COOKIE}=${cookieValue(added, CART_COOKIE)}` };
    };
    const checkOut = (headers: Record<string, string>) =>
      call('/api/commerce/checkout', { method: 'POST', headers: { ...headers, 'idempotency-key': randomUUID() }, body: { email: 'bench@example.com', shippingAddress: ADDRESS, card: { number: TEST_CARDS.succeeds } } });

    // 1. Throughput.
    const latencies: number[] = [];
    let errors = 0;
    const load = loadavg()[0]!;
    const endAt = Date.now() + seconds * 1000;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: shopperCount }, async (_, index) => {
        while (Date.now() < endAt) {
          const headers = await cartWith(products[index % products.length]!);
          const before = performance.now();
          const answer = await checkOut(headers);
          await answer.arrayBuffer();
          latencies.push(performance.now() - before);
          if (answer.status !== 200) errors++;
        }
      }),
    );
    const elapsed = (Date.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(JSON.stringify({ part: 'throughput', shoppers: shopperCount, seconds: Math.round(elapsed), orders: latencies.length - errors, ordersPerSecond: Number(((latencies.length - errors) / elapsed).toFixed(1)), checkoutP50Ms: Math.round(percentile(latencies, 50)), checkoutP99Ms: Math.round(percentile(latencies, 99)), errors, loadAverageAtStart: load }));

    // 2. The race: 100 carts, 50 units.
    const carts = await Promise.all(Array.from({ length: 100 }, () => cartWith(scarce)));
    const raceStart = performance.now();
    const statuses = await Promise.all(carts.map(async (headers) => (await checkOut(headers)).status));
    const raceMs = performance.now() - raceStart;
    await gateway.runtime.catchUp();
    const stock = (await (await call(`/api/commerce/inventory/stock/?itemId=${scarce.itemId}`)).json()) as { results: Array<{ qtyInStock: number }> };
    console.log(JSON.stringify({ part: 'race', checkouts: 100, units: 50, placed: statuses.filter((status) => status === 200).length, refused: statuses.filter((status) => status === 409).length, other: statuses.filter((status) => status !== 200 && status !== 409).length, finalStock: stock.results[0]?.qtyInStock, wallMs: Math.round(raceMs), loadAverage: loadavg()[0] }));
  } finally {
    await gateway.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
