/**
 * Benchmark: the same product page and inventory endpoint as http-bench.ts, in the distributed
 * mode: sites and catalog services (a database each, Kafka) behind the gateway in proxy mode, each
 * its own process on this machine. Also the inventory endpoint straight at the catalog service, so
 * the proxy hop's cost shows.
 *
 *   node -r @swc-node/register tests/load/distributed-bench.ts [seconds=10] [concurrency=16]
 *
 * PostgreSQL and Kafka as the tests get them (DATABASE_URL / KAFKA_BROKERS, else started here).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, freePort, providePostgres } from '@mercato/testing';
import { provideKafka } from '@mercato/testing/kafka';
import { measure } from './measure';

const root = join(__dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 16);

function startProcess(service: string, env: Record<string, string>): ChildProcess {
  // The young generation the deployments give services (NODE_OPTIONS in docker-compose.yml).
  return spawn(process.execPath, ['--max-semi-space-size=32', '-r', '@swc-node/register', join(root, 'services', service, 'src', 'main.ts')], {
    cwd: root,
    env: { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function ready(port: number, deadlineMs = 180_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/health/ready`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`port ${port} not ready`);
}

async function main(): Promise<void> {
  const postgres = await providePostgres();
  const kafka = await provideKafka();
  const dataDir = mkdtempSync(join(root, '.cache', 'bench-'));
  const processes: ChildProcess[] = [];
  try {
    const [sitesDb, catalogDb] = [await createTestDatabase(postgres.url), await createTestDatabase(postgres.url)];
    const [sitesPort, catalogPort, gatewayPort] = [await freePort(), await freePort(), await freePort()];
    const common = { EVENT_TRANSPORT: 'kafka', KAFKA_BROKERS: kafka.brokers.join(','), MERCATO_DATA_DIR: dataDir };
    const sitesUrl = `http://127.0.0.1:${sitesPort}`;
    const catalogUrl = `http://127.0.0.1:${catalogPort}`;
    processes.push(startProcess('sites', { ...common, DATABASE_URL: sitesDb.url, PORT: String(sitesPort), MERCATO_SEED: 'demo', KAFKA_CLIENT_ID: 'bench-sites' }));
    processes.push(startProcess('catalog', { ...common, DATABASE_URL: catalogDb.url, PORT: String(catalogPort), SITES_SERVICE_URL: sitesUrl, KAFKA_CLIENT_ID: 'bench-catalog' }));
    await Promise.all([ready(sitesPort), ready(catalogPort)]);
    processes.push(startProcess('gateway', { MERCATO_GATEWAY_MODE: 'proxy', MERCATO_SEED: 'demo', PORT: String(gatewayPort), MERCATO_DATA_DIR: dataDir, SITES_SERVICE_URL: sitesUrl, CATALOG_SERVICE_URL: catalogUrl }));
    await ready(gatewayPort);
    // The proxy gateway is ready once it listens; the demo stores follow (the seed waits for Kafka).
    let product: { product: { id: string } } | undefined;
    for (let tries = 0; !product && tries < 480; tries++) {
      const response = await fetch(`http://127.0.0.1:${gatewayPort}/api/storefront/products/shop/linen-shirt`, { headers: { 'x-forwarded-host': 'localhost' } });
      if (response.ok) product = (await response.json()) as { product: { id: string } };
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    if (!product) throw new Error('the demo store never appeared');
    const stockPath = `/api/commerce/inventory/stock/?itemId=${product.product.id}`;
    const results = [
      { via: 'gateway (proxy)', ...(await measure(gatewayPort, '/shop/p/linen-shirt', seconds, concurrency)) },
      { via: 'gateway (proxy)', ...(await measure(gatewayPort, stockPath, seconds, concurrency)) },
      { via: 'catalog service', ...(await measure(catalogPort, stockPath, seconds, concurrency)) },
    ];
    console.table(results);
  } finally {
    for (const child of processes.reverse()) {
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve(undefined)));
    }
    await kafka.stop();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
