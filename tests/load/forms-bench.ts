/**
 * Benchmark: form submissions as the storefront makes them (a one-time key, then the save), per
 * second with p50 and p99 of the pair, against `npm start`'s embedded mode (loopback only, bounded).
 *
 *   node -r @swc-node/register tests/load/forms-bench.ts [seconds=10] [concurrency=8]
 *
 * The demo owner defines a five-field form without captcha; the rate limit is lifted for the run.
 */
import { OWNER_SESSION_COOKIE } from '@mercato/http';
import { DEMO_OWNER, DEMO_SITES } from '@mercato/sites/seed';
import { runBench, withBenchServer } from './bench-server';
import { percentiles } from './measure';

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

runBench(() =>
  withBenchServer({ FORMS_SUBMISSIONS_PER_MINUTE: '100000000' }, async (port) => {
    const post = (path: string, body: unknown, cookie = '') =>
      fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': host, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
    const login = await post('/api/auth/session', DEMO_OWNER);
    const cookie = login.headers.getSetCookie().find((value) => value.startsWith(`${OWNER_SESSION_COOKIE}=`))!.split(';')[0]!;
    const defined = await post('/api/rest/forms', { blockType: 9, name: 'Bench', fields: FIELDS }, cookie);
    if (defined.status !== 201) throw new Error(`defining the form answered ${defined.status} ${await defined.text()}`);
    const { formId } = (await defined.json()) as { formId: string };

    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          const status = await submitOnce(post, formId).catch(() => 0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          latencies.push(performance.now() - started);
        }
      }),
    );
    const errors = latencies.length - (statuses.get(200) ?? 0);
    console.table([{ submissions: latencies.length, perSecond: Math.round(latencies.length / seconds), ...percentiles(latencies), errors, statuses: JSON.stringify(Object.fromEntries(statuses)) }]);
  }),
);

async function submitOnce(post: (path: string, body: unknown) => Promise<Response>, formId: string): Promise<number> {
  const { key } = (await (await post('/api/form/FormSubmissionKey', {})).json()) as { key: string };
  const saved = await post('/api/form/SaveFormSubmission', { key, formId, form: VALUES, pagePath: '/contact' });
  await saved.arrayBuffer();
  return saved.status;
}
