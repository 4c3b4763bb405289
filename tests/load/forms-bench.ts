/**
 * Benchmark: form submissions as the storefront makes them (a one-time key, then the save), per
 * second with p50 and p99 of the pair, against `npm start`'s embedded mode (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/forms-bench.ts [seconds=10] [concurrency=8]
 *
 * Starts its own server on a free port with a fresh data dir and the demo seed; the demo owner
 * defines a five-field form without captcha, and the rate limit is lifted for the run.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_SESSION_COOKIE } from '@mercato/http';
import { freePort } from '@mercato/testing';
import { DEMO_OWNER, DEMO_SITES } from '@mercato/sites/seed';

const root = join(__dirname, '..', '..');
const seconds = Number(process.argv[2] ?? 10);
const concurrency = Number(process.argv[3] ?? 8);
const host = DEMO_SITES[0]!.hostnames[0]!;

const FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'topic', type: 'select', title: 'Topic', options: ['Order', 'Other'] },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'message', type: 'textarea', title: 'Message', required: true, maxLength: 2000 },
];
const VALUES = JSON.stringify({ name: ['Ann', 'Lee'], email: 'ann@example.com', topic: 'Order', phone: ['555', '123', '4567'], message: 'Where is my parcel? '.repeat(10) });

async function main(): Promise<void> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(root, '.cache', 'bench-'));
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), MERCATO_DATA_DIR: dataDir, MERCATO_PG_PORT: String(await freePort()), LOG_LEVEL: 'warn', FORMS_SUBMISSIONS_PER_MINUTE: '100000000' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Mercato is running') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`${origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const login = await post('/api/auth/session', DEMO_OWNER);
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith(`${OWNER_SESSION_COOKIE}=`))!.split(';')[0]!;
    const defined = await post('/api/rest/forms', { blockType: 9, name: 'Bench', fields: FIELDS }, cookie);
    if (defined.status !== 201) throw new Error(`defining the form answered ${defined.status} ${await defined.text()}`);
    const form = (await defined.json()) as { formId: string };
    const statuses = new Map<number, number>();

    const latencies: number[] = [];
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            const { key } = (await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string };
            const saved = await post('/api/form/SaveFormSubmission', { key, formId: form.formId, form: VALUES, pagePath: '/contact' });
            await saved.arrayBuffer();
            statuses.set(saved.status, (statuses.get(saved.status) ?? 0) + 1);
            if (saved.status !== 200) errors++;
          } catch {
            errors++;
          }
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
    console.table([{ submissions: latencies.length, perSecond: Math.round(latencies.length / seconds), p50: pct(50), p99: pct(99), errors, statuses: JSON.stringify(Object.fromEntries(statuses)) }]);
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
