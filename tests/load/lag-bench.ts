/**
 * Benchmark: commit-to-read-model lag on the Kafka transport.
 *
 *   node -r @swc-node/register tests/load/lag-bench.ts [rate=500] [seconds=30] [products=50]
 *
 * A warm-up at the same rate comes first (LAG_BENCH_WARMUP_S, default 10; 0 for none): a fresh
 * process's first seconds go to the JIT, the connections' statement preparation and Kafka's
 * metadata. Its lag is reported on its own (`warmUp`), not in the measured figures.
 *
 * The app runs as `npm start` runs it (`node scripts/start.mjs`), on EVENT_TRANSPORT=kafka with a
 * database of its own on the test PostgreSQL. This process appends stock adjustments at a steady
 * rate through the catalog's command code (runCommand with the product stream: load, decide,
 * append, as the AdjustStock handler does), so the app's CPU goes to the path being measured:
 * events table -> forwarder -> Kafka -> catalog projection -> catalog_variants. Lag, per event: from
 * its commit (when PostgreSQL delivers the append's NOTIFY, which it sends on commit, to a listener
 * of ours) to the first poll of the read model that shows the quantity the event set.
 *
 * PostgreSQL and Kafka as the tests get them: TEST_POSTGRES_URL and KAFKA_BROKERS, else started
 * here. A broker that already holds Mercato topics makes the fresh app replay their history first
 * (the topics are the log): leave KAFKA_BROKERS unset for a broker of the run's own. Commands are due on a fixed schedule, spread over `products` products, one at a time per
 * product (a command on a product waits for the one before it, as concurrent writers would retry
 * on the stream's version): when the machine cannot keep up, the achieved rate says so. A worker
 * thread listens for the commits and polls the read model every LAG_BENCH_POLL_MS (default 5) on
 * connections of its own: the resolution of every lag. The Kafka records' CreateTime (stamped as
 * the forwarder sends) splits the lag in two.
 * Times are on one clock (performance.timeOrigin + now(), Kafka's in whole ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DataSource } from 'typeorm';
import { productStream } from '@mercato/catalog/application';
import { productStreamId } from '@mercato/catalog/domain';
import { createProductCommand } from '@mercato/catalog/testing';
import { EVENT_HEADERS, EVENT_TOPICS } from '@mercato/contracts';
import { openDataSource } from '@mercato/database';
import { createKafka } from '@mercato/event-log';
import { EVENTS_APPENDED_CHANNEL, PostgresEventStore, runCommand } from '@mercato/event-store';
import { createTestDatabase, freePort, providePostgres } from '@mercato/testing';
import { provideKafka } from '@mercato/testing/kafka';

const root = join(__dirname, '..', '..');
const rate = Number(process.argv[2] ?? 500);
const seconds = Number(process.argv[3] ?? 30);
const productCount = Number(process.argv[4] ?? 50);
/** How often the read model is polled: the resolution of every lag measured. */
const pollMs = Number(process.env.LAG_BENCH_POLL_MS ?? 5);
const warmUpSeconds = Number(process.env.LAG_BENCH_WARMUP_S ?? 10);
const websiteId = 'lag-bench';

const now = () => performance.timeOrigin + performance.now();
const benchStarted = now();
const log = (message: string) => process.stderr.write(`lag-bench ${((now() - benchStarted) / 1000).toFixed(1)}s: ${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Target {
  readonly itemId: string;
  readonly variantId: string;
}

interface Appended {
  readonly eventId: string;
  readonly streamId: string;
  readonly variantId: string;
  /** The quantity this event set: the read model shows it once the event is applied. */
  readonly qty: number;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function summary(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => Number(value.toFixed(1));
  return { count: sorted.length, p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)), p99: ms(percentile(sorted, 99)), max: ms(sorted.at(-1) ?? Number.NaN) };
}

function p99BySecond(samples: ReadonlyArray<{ at: number; lag: number }>): number[] {
  const start = Math.min(...samples.map((sample) => sample.at));
  const bySecond: number[][] = [];
  for (const { at, lag } of samples) (bySecond[Math.floor((at - start) / 1000)] ??= []).push(lag);
  return Array.from(bySecond, (lags) => Math.round(summary(lags ?? []).p99));
}

/** CPU ticks of the whole machine and of every process (Linux /proc), to tell a CPU-bound run and whether it was ours. */
interface CpuSample {
  readonly busy: number;
  readonly total: number;
  readonly processes: ReadonlyMap<number, { readonly ppid: number; readonly ticks: number; readonly command: string }>;
}

function sampleCpu(): CpuSample | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const processes = new Map<number, { ppid: number; ticks: number; command: string }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        processes.set(Number(entry), { ppid: Number(rest[1]), ticks: Number(rest[11]) + Number(rest[12]), command });
      } catch {
        // Gone between listing and reading.
      }
    }
    return { busy: total - fields[3]! - (fields[4] ?? 0), total, processes };
  } catch {
    return undefined;
  }
}

/**
 * How busy the machine was, and which share of that went to processes that are not this run's:
 * not descendants of this process and not a Kafka broker started during the run (ours, detached
 * by kafka.sh). Other work on a shared machine inflates every latency measured here.
 */
function cpuReport(before: CpuSample | undefined, after: CpuSample | undefined, brokerStartedAfter: ReadonlySet<number>) {
  if (!before || !after) return { machineCpuBusy: 'unknown', foreignCpuShare: 'unknown' };
  const ours = new Set<number>([process.pid, ...brokerStartedAfter]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of after.processes) {
      if (ours.has(pid) || !ours.has(ppid)) continue;
      ours.add(pid);
      grew = true;
    }
  }
  let foreign = 0;
  for (const [pid, { ticks }] of after.processes) if (!ours.has(pid)) foreign += ticks - (before.processes.get(pid)?.ticks ?? 0);
  const busy = after.busy - before.busy;
  const percent = (part: number) => `${((part * 100) / Math.max(1, after.total - before.total)).toFixed(0)}%`;
  return { machineCpuBusy: percent(busy), foreignCpuShare: percent(foreign) };
}

function startApp(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
}

/**
 * The observer, in a thread of its own so the load generator's event loop never delays it: posts
 * `{ streamId, at }` for every append's commit notification, and `{ variantId, qty, at }` whenever
 * a poll (every `pollMs`) sees a variant's quantity move; `{ listening: true }` once it listens.
 */
function startObserver(databaseUrl: string, variantIds: readonly string[]): { worker: Worker; listening: Promise<void>; stop(): Promise<{ polls: number; elapsedMs: number }> } {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    const { Client } = require('pg');
    const now = () => performance.timeOrigin + performance.now();
    (async () => {
      const listener = new Client({ connectionString: workerData.url });
      await listener.connect();
      listener.on('notification', (message) => parentPort.postMessage({ streamId: message.payload, at: now() }));
      await listener.query('LISTEN ' + workerData.channel);
      parentPort.postMessage({ listening: true });
      const client = new Client({ connectionString: workerData.url });
      await client.connect();
      const last = new Map();
      let running = true;
      let polls = 0;
      const started = now();
      parentPort.on('message', () => (running = false));
      while (running) {
        const pollStarted = now();
        const { rows } = await client.query('SELECT variant_id, qty_in_stock FROM catalog_variants WHERE variant_id = ANY($1)', [workerData.variantIds]);
        // The query's snapshot was taken after it started: whatever it shows was visible by now.
        const at = now();
        polls++;
        for (const row of rows) {
          const qty = Number(row.qty_in_stock);
          if (qty !== last.get(row.variant_id)) {
            last.set(row.variant_id, qty);
            parentPort.postMessage({ variantId: row.variant_id, qty, at });
          }
        }
        // A poll every few ms, not back to back: a busy poller would take a core from the app.
        const idle = workerData.pollMs - (now() - pollStarted);
        if (idle > 0) await new Promise((resolve) => setTimeout(resolve, idle));
      }
      await client.end();
      await listener.end();
      parentPort.postMessage({ done: true, polls, elapsedMs: now() - started });
    })();
  `;
  const worker = new Worker(source, { eval: true, workerData: { url: databaseUrl, variantIds, pollMs, channel: EVENTS_APPENDED_CHANNEL } });
  return {
    worker,
    listening: new Promise((resolve) => worker.on('message', (message: { listening?: boolean }) => message.listening && resolve())),
    stop: () =>
      new Promise((resolve) => {
        worker.on('message', (message: { done?: boolean; polls: number; elapsedMs: number }) => message.done && resolve(message));
        worker.postMessage('stop');
      }),
  };
}

/**
 * When the forwarder handed each event to Kafka: the records' CreateTime (the producer stamps it
 * as it sends), read back with a consumer group of our own, by event id.
 */
async function producedAt(brokers: readonly string[], eventIds: ReadonlySet<string>): Promise<Map<string, number>> {
  const kafka = createKafka({ brokers, clientId: 'lag-bench-reader', topicPartitions: 1 });
  const consumer = kafka.consumer({ groupId: `lag-bench-reader-${randomBytes(4).toString('hex')}`, maxWaitTimeInMs: 200 });
  const found = new Map<string, number>();
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [EVENT_TOPICS.catalog], fromBeginning: true });
    let done: () => void = () => undefined;
    const all = new Promise<void>((resolve) => (done = resolve));
    await consumer.run({
      eachMessage: async ({ message }) => {
        const eventId = message.headers?.[EVENT_HEADERS.eventId]?.toString();
        if (eventId && eventIds.has(eventId)) found.set(eventId, Number(message.timestamp));
        if (found.size === eventIds.size) done();
      },
    });
    await Promise.race([all, sleep(60_000)]);
  } finally {
    await consumer.disconnect();
  }
  return found;
}

async function createProducts(store: PostgresEventStore): Promise<Target[]> {
  const collectionId = randomUUID();
  const targets: Target[] = [];
  for (let i = 0; i < productCount; i++) {
    const target = { itemId: randomUUID(), variantId: randomUUID() };
    const command = createProductCommand({
      websiteId,
      collectionId,
      itemId: target.itemId,
      title: `Lag bench ${i}`,
      urlId: `lag-bench-${i}`,
      variants: [{ variantId: target.variantId, sku: `LAG-${i}`, priceCents: 100, salePriceCents: 0, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [] }],
    });
    await runCommand(store, { stream: productStream, streamId: productStreamId(target.itemId), command });
    targets.push(target);
  }
  return targets;
}

/**
 * Command i is due at start + i / rate and starts then, or once the previous command on its product
 * has finished, whichever is later. `commandMs`: from due to done, so a backlog shows.
 */
async function adjustStock(
  store: PostgresEventStore,
  targets: readonly Target[],
  durationSeconds: number,
): Promise<{ appended: Appended[]; failed: number; sendingMs: number; commandMs: number[] }> {
  const total = Math.round(rate * durationSeconds);
  const appended: Appended[] = [];
  const commandMs: number[] = [];
  const previousOnProduct = targets.map(() => Promise.resolve());
  let failed = 0;
  let lastDone = 0;
  const started = now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - now();
    if (wait > 1) await sleep(wait - 1);
    while (now() < due) await new Promise((resolve) => setImmediate(resolve));
    const product = i % targets.length;
    const target = targets[product]!;
    const streamId = productStreamId(target.itemId);
    previousOnProduct[product] = previousOnProduct[product]!.then(() =>
      runCommand(store, { stream: productStream, streamId, command: { type: 'AdjustStock', websiteId, variantId: target.variantId, delta: 1, reason: 'lag bench' } }).then(
        (result) => {
          const event = result.events[0];
          if (event?.$typeName !== 'mercato.catalog.v1.StockAdjusted') throw new Error('AdjustStock appended no StockAdjusted');
          appended.push({ eventId: result.stored[0]!.eventId, streamId, variantId: target.variantId, qty: event.qtyInStock });
          lastDone = now();
          commandMs.push(lastDone - due);
        },
        () => void failed++,
      ),
    );
  }
  await Promise.all(previousOnProduct);
  return { appended, failed, sendingMs: lastDone - started, commandMs };
}

async function main(): Promise<void> {
  const postgres = process.env.TEST_POSTGRES_URL ? { url: process.env.TEST_POSTGRES_URL, stop: async () => undefined } : await providePostgres();
  const javaBefore = new Set([...(sampleCpu()?.processes ?? new Map())].filter(([, { command }]) => command === 'java').map(([pid]) => pid));
  const kafka = await provideKafka();
  const ourBroker = new Set([...(sampleCpu()?.processes ?? new Map())].filter(([pid, { command }]) => command === 'java' && !javaBefore.has(pid)).map(([pid]) => pid));
  const database = await createTestDatabase(postgres.url);
  const dataDir = mkdtempSync(join(root, '.cache', 'bench-'));
  const app = startApp({
    PORT: String(await freePort()),
    DATABASE_URL: database.url,
    MERCATO_DATA_DIR: dataDir,
    MERCATO_SEED: 'none',
    EVENT_TRANSPORT: 'kafka',
    KAFKA_BROKERS: kafka.brokers.join(','),
    KAFKA_CLIENT_ID: `lag-bench-${randomBytes(3).toString('hex')}`,
  });
  let dataSource: DataSource | undefined;
  // Interrupted (Ctrl-C, a timeout): the app runs in its own process group and must not outlive us.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (app.exitCode === null) process.kill(-app.pid!, 'SIGTERM');
      process.exit(1);
    });
  }
  try {
    await new Promise<void>((resolve, reject) => {
      app.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Mercato is running') && resolve());
      app.on('exit', (code) => reject(new Error(`the app exited with ${code} before it was ready`)));
    });
    log('app ready');
    dataSource = await openDataSource({ url: database.url, poolSize: 20, applicationName: 'lag-bench' });
    const store = new PostgresEventStore(dataSource);
    const targets = await createProducts(store);
    const variantIds = targets.map((target) => target.variantId);
    for (let tries = 0; ; tries++) {
      const [{ n }] = await dataSource.query('SELECT count(*)::int AS n FROM catalog_variants WHERE variant_id = ANY($1)', [variantIds]);
      if (n === targets.length) break;
      if (tries > 600) throw new Error('the bench products never reached the read model');
      await sleep(50);
    }
    log(`${targets.length} products in the read model`);

    const seen = new Map<string, Map<number, number>>(variantIds.map((variantId) => [variantId, new Map()]));
    const lastQty = new Map<string, number>(variantIds.map((variantId) => [variantId, 0]));
    // Commits of each product stream in order: its k-th adjustment set the quantity to k.
    const commits = new Map<string, number[]>(targets.map((target) => [productStreamId(target.itemId), []]));
    const observer = startObserver(database.url, variantIds);
    observer.worker.on('message', (message: { streamId?: string; variantId?: string; qty: number; at: number }) => {
      if (message.streamId) commits.get(message.streamId)?.push(message.at);
      if (!message.variantId) return;
      // A poll that skips quantities saw every one in between at once.
      const previous = lastQty.get(message.variantId) ?? 0;
      for (let qty = previous + 1; qty <= message.qty; qty++) seen.get(message.variantId)!.set(qty, message.at);
      lastQty.set(message.variantId, Math.max(previous, message.qty));
    });
    await observer.listening;

    const visibleAt = (event: Appended) => seen.get(event.variantId)!.get(event.qty);
    const committedAt = (event: Appended) => commits.get(event.streamId)![event.qty - 1];
    const untilVisible = async (appended: readonly Appended[]) => {
      const deadline = now() + 60_000;
      while (appended.some((event) => visibleAt(event) === undefined || committedAt(event) === undefined) && now() < deadline) await sleep(50);
    };
    let warmUp: ReturnType<typeof summary> | undefined;
    if (warmUpSeconds > 0) {
      log(`warming up: ${rate} stock adjustments/s for ${warmUpSeconds} s`);
      const warmUpRun = await adjustStock(store, targets, warmUpSeconds);
      await untilVisible(warmUpRun.appended);
      warmUp = summary(warmUpRun.appended.filter((event) => visibleAt(event) !== undefined).map((event) => visibleAt(event)! - committedAt(event)!));
    }

    log(`appending ${rate} stock adjustments/s for ${seconds} s`);
    const cpuBefore = sampleCpu();
    const { appended, failed, sendingMs, commandMs } = await adjustStock(store, targets, seconds);
    const cpuAfter = sampleCpu();
    log('all committed; waiting for the read model');
    await untilVisible(appended);
    const { polls, elapsedMs } = await observer.stop();

    const visible = appended.filter((event) => visibleAt(event) !== undefined && committedAt(event) !== undefined);
    const lags = visible.map((event) => visibleAt(event)! - committedAt(event)!);
    log('reading the forwarded records back from Kafka');
    const produced = await producedAt(kafka.brokers, new Set(visible.map((event) => event.eventId)));
    const split = visible.filter((event) => produced.has(event.eventId));
    const result = {
      transport: 'kafka',
      targetRate: rate,
      seconds,
      warmUpSeconds,
      warmUpLagMs: warmUp,
      products: productCount,
      appended: appended.length,
      failed,
      neverVisible: appended.length - visible.length,
      achievedRate: Math.round((appended.length * 1000) / sendingMs),
      pollEveryMs: Number((elapsedMs / polls).toFixed(2)),
      commandMs: summary(commandMs),
      lagMs: summary(lags),
      lagUnder50ms: `${((lags.filter((lag) => lag < 50).length * 100) / Math.max(1, lags.length)).toFixed(2)}%`,
      // Where the lag goes: commit -> the forwarder produced it to Kafka -> visible in the read model.
      commitToProducedMs: summary(split.map((event) => produced.get(event.eventId)! - committedAt(event)!)),
      producedToVisibleMs: summary(split.map((event) => visibleAt(event)! - produced.get(event.eventId)!)),
      // Whether the tail is spread over the run or comes in bursts: p99 of the events committed in each second.
      lagP99BySecond: p99BySecond(visible.map((event) => ({ at: committedAt(event)!, lag: visibleAt(event)! - committedAt(event)! }))),
      ...cpuReport(cpuBefore, cpuAfter, ourBroker),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    log('stopping');
    await dataSource?.destroy();
    if (app.exitCode === null) {
      process.kill(-app.pid!, 'SIGTERM');
      await new Promise((resolve) => app.on('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
    await kafka.stop();
    await postgres.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
