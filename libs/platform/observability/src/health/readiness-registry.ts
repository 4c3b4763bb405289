import { Injectable } from '@nestjs/common';

export interface ReadinessResult {
  ok: boolean;
  detail?: string;
}

export type ReadinessCheck = () => Promise<ReadinessResult>;

export interface ReadinessReport {
  ok: boolean;
  checks: Record<string, ReadinessResult>;
}

/** How long one check may take before it counts as failed. */
export const DEFAULT_READINESS_TIMEOUT_MS = 2000;

function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<ReadinessResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ReadinessResult>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, detail: `timed out after ${timeoutMs} ms` }), timeoutMs);
  });
  const run = check().catch((error: unknown): ReadinessResult => ({ ok: false, detail: error instanceof Error ? error.message : String(error) }));
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** Readiness checks contributed by each part of the app (database, broker, ingestion backlog). */
@Injectable()
export class ReadinessRegistry {
  private readonly checks = new Map<string, { check: ReadinessCheck; timeoutMs: number }>();
  private readonly gates = new Map<string, boolean>();

  register(name: string, check: ReadinessCheck, timeoutMs = DEFAULT_READINESS_TIMEOUT_MS): void {
    if (this.checks.has(name)) throw new Error(`Readiness check "${name}" is already registered`);
    this.checks.set(name, { check, timeoutMs });
  }

  /**
   * A check that fails with `pendingDetail` until `open(name)` is called: start-up work (seeding,
   * catching up with the event log) that must finish before the process takes traffic.
   */
  registerGate(name: string, pendingDetail: string): void {
    this.register(name, async () => (this.gates.get(name) ? { ok: true } : { ok: false, detail: pendingDetail }));
    this.gates.set(name, false);
  }

  open(name: string): void {
    if (!this.gates.has(name)) throw new Error(`No readiness gate named "${name}"`);
    this.gates.set(name, true);
  }

  /** Runs every check concurrently; ready only when all are ok. */
  async evaluate(): Promise<ReadinessReport> {
    const entries = [...this.checks.entries()];
    const results = await Promise.all(entries.map(([, { check, timeoutMs }]) => withTimeout(check, timeoutMs)));
    const checks = Object.fromEntries(entries.map(([name], index) => [name, results[index]!]));
    return { ok: results.every((result) => result.ok), checks };
  }
}
