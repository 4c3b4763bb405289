/**
 * Benchmark: census ingestion on a real Kafka broker, against a bare endpoint of the same framework
 * in the same run (issue 3, "Done when"):
 *
 *   node -r @swc-node/register tests/load/census-bench.ts [seconds=10] [connections=100] [rounds=3] [--cpu-prof]
 *
 * Starts the sites service (demo seed: the demo site on `localhost`), the census service and the
 * bare service (tests/load/bare-service.ts), each a process of its own on the production bootstrap,
 * on one PostgreSQL and one Kafka broker (DATABASE_URL / KAFKA_BROKERS, else started here as the
 * tests start them). Load comes from autocannon in another process (tests/load/load-generator.ts),
 * so the generator does not share the server's event loop. After a warm-up, `rounds` times in turn,
 * each for `seconds` on `connections` keep-alive connections as fast as they go:
 *
 * - bare: `POST /api/bare`, the single beacon's body, answered 204 by a no-op controller;
 * - single: `POST /api/v1/clanker/events`, one newer-tracker event as `sendBeacon` sends it
 *   (text/plain), answered 202 once on census.events.v1 (acks -1);
 * - batch: `POST /api/1/performance/records`, 50 page-speed records a request, onto
 *   census.performance.v1;
 *
 * then, on a fixed schedule, single beacons at 4,000 and 5,000 (the target) requests/s and batches
 * at 5,000 records/s: latency at a given load (saturated, latency is mostly queueing). Each fixed
 * schedule starts with 2 s at its rate whose latencies are printed apart: a fresh generator process
 * opens its connections and compiles its code then. Rounds
 * take turns so that a burst of other work on the machine hits one round, not one load; the summary
 * is the median round. Each request names a fresh session or page load, so keys spread over the
 * partitions as a site's visitors do. At the end the topics' offsets must have grown by at least
 * every record answered 202: a 2xx is durable. With --cpu-prof the census service writes a V8 CPU
 * profile into .cache/census-bench-profiles when it stops. Prints Markdown for tests/load/RESULTS.md.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { CENSUS_TOPICS } from '@mercato/contracts';
import { createKafka } from '@mercato/event-log';
import { CRUMB_COOKIE, generateCrumb } from '@mercato/http';
import { COOKIE_NAMES } from '@mercato/spec';
import { BROWSER_UA, VISITOR_COOKIE, clankerEnvelope, clankerPayload, pageSpeedRecord } from '@mercato/census/testing';
import { createTestDatabase, freePort, providePostgres } from '@mercato/testing';
import { provideKafka } from '@mercato/testing/kafka';
import { BARE_PATH } from './bare-service';
import type { LoadResult, LoadSpec } from './load-generator';

const root = join(__dirname, '..', '..');
const [secondsArg, connectionsArg, roundsArg] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const seconds = Number(secondsArg ?? 10);
// Many browsers, each a connection: enough that one write to Kafka at a time is never the limit.
const connections = Number(connectionsArg ?? 100);
const rounds = Number(roundsArg ?? 3);
const profileDir = process.argv.includes('--cpu-prof') ? join(root, '.cache', 'census-bench-profiles') : undefined;
const warmupSeconds = 5;
const BATCH_RECORDS = 50;
const TARGET_RATE = 5000;
/** Below the target too: where latency stands with some headroom left. */
const FIXED_SINGLE_RATES = [4000, TARGET_RATE];
/** Each fixed schedule's first seconds, at its rate, reported apart (see LoadSpec.warmUpSeconds). */
const FIXED_RATE_WARMUP_SECONDS = 2;
const WEBSITE = 'demo-site';
const HOST = 'localhost';

/** One kind of request, sent over and over by autocannon. */
interface Load {
  readonly name: string;
  readonly server: ChildProcess;
  readonly port: number;
  readonly path: string;
  /** The body, with `[<id>]` where each request gets a fresh id. */
  readonly body: string;
  readonly expectedStatus: number;
  readonly recordsPerRequest: number;
  /** Requests per second overall; saturating (closed loop on `connections`) when absent. */
  readonly rate?: number;
}

interface Measured {
  readonly load: string;
  readonly 'requests/s': number;
  readonly 'records/s': number;
  readonly 'p50 ms': number;
  readonly 'p99 ms': number;
  readonly answered: number;
  readonly 'not expected': number;
  /** CPU time of the server process over the run, in % of one core. */
  readonly 'server CPU %': number;
  /** CPU time of the server process per answered request: its cost, whatever else ran meanwhile. */
  readonly 'server CPU µs/request': number;
  /** CPU time of the load generator (start-up included), in % of one core. */
  readonly 'generator CPU %': number;
  /** Busy time of all cores together over the run, in % of the machine. */
  readonly 'machine CPU %': number;
}

function startService(main: string, env: Record<string, string>, nodeOptions: readonly string[] = []): ChildProcess {
  // The young generation the deployments give services (NODE_OPTIONS in docker-compose.yml).
  const child = spawn(process.execPath, ['--max-semi-space-size=32', ...nodeOptions, '-r', '@swc-node/register', join(root, main)], {
    cwd: root,
    env: { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ...env },
    // Access logs at the default level go nowhere, as a container's stdout would go to a collector.
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${main} exited early (${signal ?? `code ${code}`})`);
  });
  return child;
}

/** Set once the benchmark stops its services: from then on an exit is expected. */
let stopping = false;

async function until(what: string, check: () => Promise<boolean>, deadlineMs = 180_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${deadlineMs} ms`);
}

const ready = (port: number) => until(`port ${port} ready`, async () => (await fetch(`http://127.0.0.1:${port}/health/ready`)).ok);

/**
 * The headers of a visitor's beacon behind the ingress, with the cookies a storefront visitor has
 * by then: the visitor cookie and the crumb every page response sets.
 */
const BEACON_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/plain;charset=UTF-8',
  'user-agent': BROWSER_UA,
  'x-forwarded-host': HOST,
  'x-forwarded-for': '203.0.113.7',
  cookie: `${COOKIE_NAMES.conversion}=${encodeURIComponent(VISITOR_COOKIE)}; ${CRUMB_COOKIE}=${generateCrumb()}`,
};

/** Runs the load in a process of its own (tests/load/load-generator.ts) and returns what autocannon measured. */
function generateLoad(load: Load, durationSeconds: number, bodyDir: string): LoadResult {
  const bodyFile = join(bodyDir, `${load.name.replace(/\W+/g, '-')}.body`);
  writeFileSync(bodyFile, load.body);
  const spec: LoadSpec = {
    url: `http://127.0.0.1:${load.port}${load.path}`,
    headers: BEACON_HEADERS,
    bodyFile,
    connections,
    seconds: durationSeconds,
    ...(load.rate ? { rate: load.rate, warmUpSeconds: FIXED_RATE_WARMUP_SECONDS } : {}),
  };
  const output = execFileSync(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'load-generator.ts'), JSON.stringify(spec)], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output.toString()) as LoadResult;
}

/** CPU seconds a process has used (Linux /proc; user + system). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Busy and total clock ticks of all cores together (Linux /proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the 4th and 5th columns.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

/** Fixed-schedule loads' p99 per second, by load name: a steady tail or a few stalls. */
const fixedRateTails = new Map<string, string>();

function measure(load: Load, bodyDir: string): Measured {
  const [serverBefore, machineBefore, startedAt] = [processCpuSeconds(load.server.pid!), machineTicks(), performance.now()];
  const result = generateLoad(load, seconds, bodyDir);
  const [serverAfter, machineAfter, elapsed] = [processCpuSeconds(load.server.pid!), machineTicks(), (performance.now() - startedAt) / 1000];
  if (result.p99BySecond) {
    const delay = result.generatorLoopDelayMs;
    const warmUp = result.warmUpLatency ? `; the ${FIXED_RATE_WARMUP_SECONDS} s warm-up before them: p50 ${result.warmUpLatency.p50} / p99 ${result.warmUpLatency.p99} ms, ${result.warmUpLatency.notOk} failed or not 2xx` : '';
    fixedRateTails.set(load.name, `${result.p99BySecond.join(', ')}${delay ? ` (generator's event loop late by p99 ${delay.p99} ms, at most ${delay.max} ms)` : ''}${warmUp}`);
  }
  const answered = result.statusCodeStats[String(load.expectedStatus)]?.count ?? 0;
  const perSecond = answered / result.duration;
  return {
    load: load.name,
    'requests/s': Math.round(perSecond),
    'records/s': Math.round(perSecond * load.recordsPerRequest),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    answered,
    'not expected': result.requests.total - answered + result.errors + result.timeouts,
    // Over the generator's whole life (start-up included), so a little below the loaded share.
    'server CPU %': Math.round((100 * (serverAfter - serverBefore)) / elapsed),
    'server CPU µs/request': Math.round((1e6 * (serverAfter - serverBefore)) / Math.max(1, answered)),
    'generator CPU %': Math.round((100 * result.generatorCpuSeconds) / elapsed),
    'machine CPU %': Math.round((100 * (machineAfter.busy - machineBefore.busy)) / (machineAfter.total - machineBefore.total)),
  };
}

async function topicEnds(brokers: string[], topics: string[]): Promise<Map<string, number>> {
  const admin = createKafka({ brokers, clientId: 'census-bench-offsets', topicPartitions: 1 }).admin();
  await admin.connect();
  try {
    const ends = new Map<string, number>();
    for (const topic of topics) {
      const offsets = await admin.fetchTopicOffsets(topic);
      ends.set(topic, offsets.reduce((sum, partition) => sum + Number(partition.high), 0));
    }
    return ends;
  } finally {
    await admin.disconnect();
  }
}

async function main(): Promise<void> {
  const postgres = await providePostgres();
  const kafka = await provideKafka();
  const bodyDir = mkdtempSync(join(root, '.cache', 'census-bench-'));
  const services: ChildProcess[] = [];
  try {
    const [sitesDb, censusDb] = [await createTestDatabase(postgres.url), await createTestDatabase(postgres.url)];
    const [sitesPort, censusPort, barePort] = [await freePort(), await freePort(), await freePort()];
    const run = Date.now().toString(36);
    const kafkaEnv = { EVENT_TRANSPORT: 'kafka', KAFKA_BROKERS: kafka.brokers.join(',') };
    services.push(startService('services/sites/src/main.ts', { ...kafkaEnv, DATABASE_URL: sitesDb.url, PORT: String(sitesPort), MERCATO_SEED: 'demo', KAFKA_CLIENT_ID: `bench-sites-${run}`, LOG_LEVEL: 'warn' }));
    // One load generator is one client address: only the per-site limit (default 20,000/s) applies.
    const census = startService('services/census/src/main.ts', { ...kafkaEnv, DATABASE_URL: censusDb.url, PORT: String(censusPort), KAFKA_CLIENT_ID: `bench-census-${run}`, CENSUS_RATE_LIMIT_PER_ADDRESS: '0' }, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
    const bare = startService('tests/load/bare-service.ts', { PORT: String(barePort) });
    services.push(census, bare);
    await Promise.all([ready(sitesPort), ready(censusPort), ready(barePort)]);

    const single = JSON.stringify(clankerEnvelope(clankerPayload(WEBSITE, { session_id: '[<id>]' })));
    // A page load's records: one visitor (the key) and page load id, fresh each request.
    const pageLoad = pageSpeedRecord(WEBSITE, '[<id>]');
    const batch = JSON.stringify(Array.from({ length: BATCH_RECORDS }, () => ({ ...pageLoad, data: { ...pageLoad.data, analyticsId: '[<id>]' } })));
    const loads = {
      bare: { name: `bare: POST ${BARE_PATH} -> 204`, server: bare, port: barePort, path: BARE_PATH, body: single, expectedStatus: 204, recordsPerRequest: 1 },
      single: { name: 'single: POST /api/v1/clanker/events -> 202', server: census, port: censusPort, path: '/api/v1/clanker/events', body: single, expectedStatus: 202, recordsPerRequest: 1 },
      batch: { name: `batch of ${BATCH_RECORDS}: POST /api/1/performance/records -> 202`, server: census, port: censusPort, path: '/api/1/performance/records', body: batch, expectedStatus: 202, recordsPerRequest: BATCH_RECORDS },
    } satisfies Record<string, Load>;
    const fixedRate: Load[] = [
      ...FIXED_SINGLE_RATES.map((rate) => ({ ...loads.single, name: `single at ${rate.toLocaleString('en')} requests/s`, rate })),
      { ...loads.batch, name: `batch of ${BATCH_RECORDS} at ${TARGET_RATE.toLocaleString('en')} records/s`, rate: TARGET_RATE / BATCH_RECORDS },
    ];

    // The census service learns the demo site from the sites topic; until then its host is unknown (404).
    await until('the census service knows the demo site', async () => {
      const response = await fetch(`http://127.0.0.1:${censusPort}${loads.single.path}`, { method: 'POST', headers: BEACON_HEADERS, body: single.replace('[<id>]', 'warm-up') });
      return response.status === 202;
    });
    for (const load of [loads.bare, loads.single, loads.batch]) generateLoad(load, warmupSeconds, bodyDir);

    const topics = [CENSUS_TOPICS.events, CENSUS_TOPICS.performance];
    const before = await topicEnds(kafka.brokers, topics);
    const saturating = Array.from({ length: rounds }, () => [loads.bare, loads.single, loads.batch].map((load) => measure(load, bodyDir)) as [Measured, Measured, Measured]);
    const fixedResults = fixedRate.map((load) => measure(load, bodyDir));
    const after = await topicEnds(kafka.brokers, topics);

    const ratios = saturating.map(([bareResult, singleResult]) => singleResult['requests/s'] / bareResult['requests/s']);
    const medianRound = saturating[ratios.indexOf([...ratios].sort((a, b) => a - b)[Math.floor(rounds / 2)]!)]!;
    const rows = (results: readonly Measured[]) => results.map((result) => `| ${Object.values(result).map((value: string | number) => value.toLocaleString('en')).join(' | ')} |`);
    const header = Object.keys(medianRound[0]);
    console.log([`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows([...medianRound, ...fixedResults])].join('\n'));
    console.log(`\np99 ms per second of the fixed schedules:\n${[...fixedRateTails].map(([name, tail]) => `- ${name}: ${tail}`).join('\n')}`);
    console.log(`\nratio single/bare in requests/s, median round: ${ratios[saturating.indexOf(medianRound)]!.toFixed(2)}; every round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
    console.log(`\nevery round:\n${saturating.flatMap((round, index) => rows(round).map((row) => `| ${index + 1} ${row}`)).join('\n')}`);

    const stored = (topic: string) => after.get(topic)! - before.get(topic)!;
    // Records answered 202, per endpoint (a load's path) over every run.
    const runs = [...saturating.flatMap((round) => round.map((result, index) => ({ load: [loads.bare, loads.single, loads.batch][index]!, result }))), ...fixedResults.map((result, index) => ({ load: fixedRate[index]!, result }))];
    const answeredRecords = (path: string) => runs.filter(({ load }) => load.path === path).reduce((sum, { load, result }) => sum + result.answered * load.recordsPerRequest, 0);
    const acknowledgedEvents = answeredRecords(loads.single.path);
    const acknowledgedPerformance = answeredRecords(loads.batch.path);
    console.log(`\ncensus.events.v1: ${stored(CENSUS_TOPICS.events)} records stored for ${acknowledgedEvents} answered 202`);
    console.log(`census.performance.v1: ${stored(CENSUS_TOPICS.performance)} records stored for ${acknowledgedPerformance} answered 202`);
    console.log(
      `machine: ${cpus().length} cores (${cpus()[0]?.model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
        `Kafka ${readFileSync(join(root, 'deploy/kafka/kafka.version'), 'utf8').trim()}, ${connections} connections, ${seconds} s a load, ${rounds} rounds, ` +
        `load average at the end ${loadavg().map((value) => value.toFixed(1)).join(' ')}`,
    );
    if (stored(CENSUS_TOPICS.events) < acknowledgedEvents || stored(CENSUS_TOPICS.performance) < acknowledgedPerformance) {
      throw new Error('fewer records on the topics than were acknowledged');
    }
  } finally {
    stopping = true;
    for (const child of services.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await kafka.stop();
    await postgres.stop();
    rmSync(bodyDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
