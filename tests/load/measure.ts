import { Agent, request } from 'node:http';

export interface Measurement {
  readonly path: string;
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: string;
  readonly p99: string;
  readonly errors: number;
}

function get(agent: Agent, port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/** GETs `path` on `concurrency` keep-alive connections for `seconds`; requests/s and latency percentiles (ms). */
export async function measure(port: number, path: string, seconds: number, concurrency: number, host = 'localhost'): Promise<Measurement> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const status = await get(agent, port, path, host).catch(() => 0);
        if (status !== 200) errors++;
        latencies.push(performance.now() - started);
      }
    }),
  );
  agent.destroy();
  return { path, requests: latencies.length, perSecond: Math.round(latencies.length / seconds), ...percentiles(latencies), errors };
}

/** p50 and p99 of latencies in ms, as text with one decimal. */
export function percentiles(latencies: number[]): { p50: string; p99: string } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  return { p50: pct(50), p99: pct(99) };
}
