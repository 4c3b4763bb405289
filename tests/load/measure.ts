import { readdirSync, readFileSync } from 'node:fs';
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

/** CPU time (user + system, ms) of a server's processes, the app's and its embedded PostgreSQL's apart. */
export interface ServerCpuMs {
  readonly app: number;
  readonly postgres: number;
}

/**
 * CPU time of a server's process and all its descendants: the app and its embedded PostgreSQL
 * (whose backends start sessions of their own, so a process group misses them). Per request, it
 * does not depend on how busy the machine is the way requests/s does (the two cores are shared
 * with whoever else runs).
 */
export function processTreeCpuMs(rootPid: number): ServerCpuMs {
  const processes = new Map<number, { parent: number; postgres: boolean; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // "pid (comm) state ppid pgrp ... utime stime cutime cstime" (12th to 15th after comm), in clock ticks;
      // cutime and cstime hold the children that ended (a PostgreSQL backend whose connection closed).
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.split(') ')[1]!.split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      processes.set(Number(pid), { parent: Number(fields[1]), postgres: stat.includes('(postgres)'), ticks });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let at = processes.get(pid); at; at = processes.get(at.parent)) if (at.parent === rootPid) return true;
    return pid === rootPid;
  };
  const ticks = { app: 0, postgres: 0 };
  for (const [pid, process] of processes) if (inTree(pid)) ticks[process.postgres ? 'postgres' : 'app'] += process.ticks;
  return { app: ticks.app * MS_PER_CLOCK_TICK, postgres: ticks.postgres * MS_PER_CLOCK_TICK };
}

/** USER_HZ is 100 on Linux for every architecture this runs on. */
const MS_PER_CLOCK_TICK = 1000 / 100;

/** CPU ms a request cost between two readings, app and PostgreSQL, as text with two decimals. */
export function cpuMsPerRequest(before: ServerCpuMs, after: ServerCpuMs, requests: number): { appCpuMs: string; postgresCpuMs: string } {
  return { appCpuMs: ((after.app - before.app) / requests).toFixed(2), postgresCpuMs: ((after.postgres - before.postgres) / requests).toFixed(2) };
}
