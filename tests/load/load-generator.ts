/**
 * The census benchmark's load generator, a process of its own so it does not share the server's
 * event loop. Prints what it measured as JSON (LoadResult).
 *
 *   node -r @swc-node/register tests/load/load-generator.ts '<LoadSpec as JSON>'
 *
 * Without a rate: autocannon, each connection sending its next request as soon as the last one was
 * answered (closed loop: how fast the server goes). With a rate: requests start on a fixed schedule
 * whatever the answers do (open loop, as independent browsers send), over a keep-alive pool of
 * `connections`; each latency runs from the request's scheduled start, so a stalled server or
 * generator shows up in it. (autocannon's own rate mode sends each connection's quota at the start
 * of every second, bursts rather than a rate.) A warm-up (`warmUpSeconds`) runs first at the same rate and is
 * reported apart. Each request gets a fresh UUID in place of every
 * `[<id>]` of the body (autocannon's --idReplacement sends a wrong Content-Length).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';

export interface LoadSpec {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  /** A file holding the body, `[<id>]` where each request gets a fresh id. */
  readonly bodyFile: string;
  readonly connections: number;
  readonly seconds: number;
  /** Requests per second, on a fixed schedule; as fast as the connections go when absent. */
  readonly rate?: number;
  /**
   * Fixed schedule only: seconds at the same rate before `seconds`, reported on their own: the
   * generator's first second opens its connections and compiles its code, which is its cost, not
   * the server's steady state.
   */
  readonly warmUpSeconds?: number;
}

/** What a load measured (the fields of autocannon's result the benchmark reads). */
export interface LoadResult {
  /** Seconds. */
  readonly duration: number;
  /** Milliseconds. */
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly requests: { readonly total: number };
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
  /** CPU the generator itself used, user + system: it shares the machine with the server. */
  readonly generatorCpuSeconds: number;
  /** Fixed schedule only: p99 of the requests due in each second, to tell a steady tail from stalls. */
  readonly p99BySecond?: readonly number[];
  /**
   * Fixed schedule only: how late the generator's own event loop ran (ms, p99 and max). A stalled
   * generator starts requests late and counts the delay in their latency, as if the server had.
   */
  readonly generatorLoopDelayMs?: { readonly p99: number; readonly max: number };
  /** Fixed schedule with a warm-up: its latencies and its requests that failed or got no 2xx, counted nowhere else. */
  readonly warmUpLatency?: { readonly p50: number; readonly p99: number; readonly notOk: number };
}

const ID = '[<id>]';

function bodyMaker(spec: LoadSpec): () => string {
  const template = readFileSync(spec.bodyFile, 'utf8');
  return template.includes(ID) ? () => template.replaceAll(ID, randomUUID()) : () => template;
}

async function closedLoop(spec: LoadSpec): Promise<Omit<LoadResult, 'generatorCpuSeconds'>> {
  const body = bodyMaker(spec);
  const result = await autocannon({
    url: spec.url,
    connections: spec.connections,
    duration: spec.seconds,
    requests: [{ method: 'POST', headers: spec.headers, body: body(), setupRequest: (next) => ({ ...next, body: body() }) }],
  });
  return {
    duration: result.duration,
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    requests: { total: result.requests.total },
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodeStats: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, { count: stats.count ?? 0 }])),
  };
}

async function openLoop(spec: LoadSpec, rate: number): Promise<Omit<LoadResult, 'generatorCpuSeconds'>> {
  const body = bodyMaker(spec);
  const agent = new Agent({ keepAlive: true, maxSockets: spec.connections });
  const url = new URL(spec.url);
  const latencies: number[] = [];
  const warmUpLatencies: number[] = [];
  const bySecond: number[][] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let warmUpNotOk = 0;
  let sent = 0;
  const send = (scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const text = body();
      const outgoing = request(
        { agent, host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...spec.headers, 'content-length': Buffer.byteLength(text) } },
        (response) => {
          response.resume();
          response.on('end', () => {
            const latency = performance.now() - scheduledAt;
            if (scheduledAt < measuredFrom) {
              warmUpLatencies.push(latency);
              if (response.statusCode! >= 300) warmUpNotOk += 1;
              return resolve();
            }
            latencies.push(latency);
            (bySecond[Math.floor((scheduledAt - measuredFrom) / 1000)] ??= []).push(latency);
            statuses.set(response.statusCode!, (statuses.get(response.statusCode!) ?? 0) + 1);
            resolve();
          });
        },
      );
      outgoing.on('error', () => {
        if (scheduledAt < measuredFrom) warmUpNotOk += 1;
        else errors += 1;
        resolve();
      });
      outgoing.end(text);
    });

  const inFlight: Array<Promise<void>> = [];
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const startedAt = performance.now();
  const warmUpRequests = Math.round(rate * (spec.warmUpSeconds ?? 0));
  const measuredFrom = startedAt + (warmUpRequests * 1000) / rate;
  const total = warmUpRequests + Math.round(rate * spec.seconds);
  await new Promise<void>((done) => {
    // Every millisecond, start the requests whose time has come, each stamped with its own time.
    const ticker = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000));
      for (; sent < due; sent += 1) inFlight.push(send(startedAt + (sent * 1000) / rate));
      if (sent === total) {
        clearInterval(ticker);
        done();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  loopDelay.disable();
  agent.destroy();
  const percentile = (sorted: readonly number[], p: number) => Math.round(10 * (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0)) / 10;
  latencies.sort((a, b) => a - b);
  warmUpLatencies.sort((a, b) => a - b);
  return {
    ...(warmUpRequests > 0 ? { warmUpLatency: { p50: percentile(warmUpLatencies, 50), p99: percentile(warmUpLatencies, 99), notOk: warmUpNotOk } } : {}),
    generatorLoopDelayMs: { p99: Math.round(loopDelay.percentile(99) / 1e5) / 10, max: Math.round(loopDelay.max / 1e5) / 10 },
    p99BySecond: Array.from(bySecond, (second) => Math.round(percentile((second ?? []).sort((a, b) => a - b), 99))),
    // The schedule's length: whether the server kept up shows in the latencies.
    duration: spec.seconds,
    latency: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
    requests: { total: sent - warmUpRequests },
    errors,
    timeouts: 0,
    statusCodeStats: Object.fromEntries([...statuses].map(([status, count]) => [String(status), { count }])),
  };
}

async function main(): Promise<void> {
  const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
  const result = spec.rate ? await openLoop(spec, spec.rate) : await closedLoop(spec);
  const cpu = process.cpuUsage();
  process.stdout.write(JSON.stringify({ ...result, generatorCpuSeconds: (cpu.user + cpu.system) / 1e6 } satisfies LoadResult));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
