/**
 * Benchmark: add-to-cart (spec §7 POST /api/commerce/shopping-cart/entries) on the embedded gateway,
 * PostgreSQL transport, set up like the Vendure peer (/work/shared/peers/vendure-add-to-cart): 80
 * variants, one cart per shopper (one shopper per connection), each request adds one unit of a random
 * variant to the next shopper's cart, round robin. Then one cart takes 1000 adds in a row, to compare
 * the last adds' cost with the first ones' (a command starts from the cart view, not the stream).
 *
 *   node -r @swc-node/register tests/load/cart-bench.ts [seconds=20] [connections=1,50]
 *
 * The server runs in a process of its own (tests/load/cart-bench-server.ts) on a fresh data dir; the
 * per-address rate limit is off (every shopper here is 127.0.0.1). CART_BENCH_PROFILE=<dir> writes
 * the server's CPU profile there. Each row also gives the CPU an add cost the app and its PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freePort } from '@mercato/testing';
import { CART_COOKIE, COOKIE_NAMES, CSRF_HEADER } from '@mercato/spec';
import type { CartBenchCatalog } from './cart-bench-server';
import { cpuMsPerRequest, processTreeCpuMs } from './measure';

const root = join(__dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 20);
const connectionCounts = (process.argv[3] ?? '1,50').split(',').map(Number);
const ENTRIES = '/api/commerce/shopping-cart/entries';

interface Shopper {
  readonly headers: Record<string, string>;
}

const cookieValue = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);

/** A shopper with a crumb and an open cart: its first add sets the cart cookie. */
async function newShopper(catalog: CartBenchCatalog): Promise<Shopper> {
  const first = await fetch(`${catalog.url}/api/commerce/shopping-cart`, { headers: { 'x-forwarded-host': catalog.host } });
  const crumb = cookieValue(first, COOKIE_NAMES.crumb)!;
  const headers = { 'content-type': 'application/json', 'x-forwarded-host': catalog.host, cookie: `${COOKIE_NAMES.crumb}=${crumb}`, [CSRF_HEADER]: crumb };
  const added = await fetch(`${catalog.url}${ENTRIES}`, { method: 'POST', headers, body: addBody(catalog) });
  if (added.status !== 200) throw new Error(`first add answered ${added.status}: ${await added.text()}`);
  return { headers: { ...headers, cookie: `${headers.cookie}; ${CART_COOKIE}=${cookieValue(added, CART_COOKIE)}` } };
}

function addBody(catalog: CartBenchCatalog, index = Math.floor(Math.random() * catalog.variants.length)): string {
  const variant = catalog.variants[index]!;
  return JSON.stringify({ itemId: variant.itemId, sku: variant.sku, quantity: 1, additionalFields: null });
}

interface Row {
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
  readonly errors: number;
  readonly total: number;
  /** CPU an add cost the server (app and PostgreSQL), whatever else the machine ran meanwhile. */
  readonly appCpuMs: string;
  readonly postgresCpuMs: string;
}

async function load(catalog: CartBenchCatalog, serverGroupId: number, connections: number, duration = seconds): Promise<Row> {
  const shoppers = await Promise.all(Array.from({ length: connections }, () => newShopper(catalog)));
  let next = 0;
  let errors = 0;
  const cpuBefore = processTreeCpuMs(serverGroupId);
  const result = await autocannon({
    url: `${catalog.url}${ENTRIES}`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({ ...request, headers: shoppers[next++ % shoppers.length]!.headers, body: addBody(catalog) }),
        onResponse: (status) => {
          if (status !== 200) errors++;
        },
      },
    ],
  });
  const cpu = cpuMsPerRequest(cpuBefore, processTreeCpuMs(serverGroupId), result.requests.total);
  return { connections, requestsPerSecond: Math.round(result.requests.average), p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, errors: errors + result.errors + result.timeouts, total: result.requests.total, ...cpu };
}

/**
 * 1000 adds to one cart, one at a time, over one product's 8 variants: from the 9th add on the cart
 * holds 8 entries, so only its stream grows. Median cost of adds 9 to 58 against adds 951 to 1000.
 */
async function longCart(catalog: CartBenchCatalog): Promise<{ firstMedianMs: number; lastMedianMs: number; ratio: number }> {
  const shopper = await newShopper(catalog);
  const timings: number[] = [];
  for (let add = 2; add <= 1000; add++) {
    const started = performance.now();
    const response = await fetch(`${catalog.url}${ENTRIES}`, { method: 'POST', headers: shopper.headers, body: addBody(catalog, add % 8) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`add ${add} answered ${response.status}`);
    timings[add] = performance.now() - started;
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const firstMedianMs = median(timings.slice(9, 59));
  const lastMedianMs = median(timings.slice(951, 1001));
  return { firstMedianMs: Number(firstMedianMs.toFixed(2)), lastMedianMs: Number(lastMedianMs.toFixed(2)), ratio: Number((lastMedianMs / firstMedianMs).toFixed(2)) };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(root, '.cache', 'cart-bench-'));
  const profile = process.env.CART_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CART_BENCH_PROFILE}`] : [];
  const server = spawn(process.execPath, ['--max-semi-space-size=32', ...profile, '-r', '@swc-node/register', join(__dirname, 'cart-bench-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', EVENT_TRANSPORT: 'postgres', CART_RATE_LIMIT_PER_ADDRESS: '0', SWC_NODE_PROJECT: join(root, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    const catalog = await new Promise<CartBenchCatalog>((resolve, reject) => {
      createInterface({ input: server.stdout! }).on('line', (line) => line.startsWith('{') && resolve(JSON.parse(line) as CartBenchCatalog));
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    // Warm-up: JIT and connection pools, not measured.
    await load(catalog, server.pid!, 10, 5);
    const rows: Row[] = [];
    for (const connections of connectionCounts) rows.push(await load(catalog, server.pid!, connections));
    console.table(rows);
    const long = await longCart(catalog);
    console.table([long]);
    console.log(JSON.stringify({ seconds, rows, longCart: long }));
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
