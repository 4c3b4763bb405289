import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { catalogProjection } from '@mercato/catalog/projections';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase, freePort, readModelRows } from '@mercato/testing';
import { allContexts } from '../../services/gateway/src/contexts';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { DEMO_COURSE } from '../../services/gateway/src/seed/demo-course';

/**
 * What an operator relies on: /health/ready says 200 only once start-up's writes (the demo seed)
 * are in every read model, and `npm run rebuild -- <projection>` rebuilds a read model row for row.
 * Both are about PostgreSQL and the start-up sequence, not the transport: this runs on the
 * PostgreSQL transport only (the demo seed's fixed ids would meet the other Kafka tests' on the run's
 * shared broker).
 */
const onPostgres = (process.env.EVENT_TRANSPORT ?? 'postgres') === 'postgres';
const describeOnPostgres = onPostgres ? describe : describe.skip;
const title = `operating the app: readiness after the seed, the rebuild command${onPostgres ? '' : ' (skipped: runs with EVENT_TRANSPORT=postgres)'}`;

const repoRoot = resolve(__dirname, '../..');
const run = promisify(execFile);

/** `npm run rebuild -- <args>` as an operator types it, with this test's database as DATABASE_URL. */
async function rebuildCommand(args: readonly string[], databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'rebuild', '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, EVENT_TRANSPORT: 'postgres' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** How many events the log holds, and how many streams some projection has not applied to their last version. */
async function logAndReadModels(db: Client): Promise<{ events: number; behind: number }> {
  const [{ events }] = (await db.query('SELECT count(*)::int AS events FROM es_events')).rows;
  let behind = 0;
  for (const projection of allContexts.projections) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS behind
         FROM (SELECT stream_id, max(stream_version) AS version FROM es_events WHERE topic = ANY($2::text[]) GROUP BY stream_id) latest
         LEFT JOIN projection_stream_versions applied ON applied.projection = $1 AND applied.stream_id = latest.stream_id
        WHERE coalesce(applied.version, 0) < latest.version`,
      [projection.name, [...projection.topics]],
    );
    behind += rows[0].behind;
  }
  return { events, behind };
}

describeOnPostgres(title, () => {
  let database: { url: string; drop(): Promise<void> };
  let db: Client;
  let gateway: RunningGateway;
  /** What /health/ready answered while the app started and seeded: HTTP status, and the log and read models when it said 200. */
  const observed: Array<{ status: number; events?: number; behind?: number }> = [];

  beforeAll(async () => {
    database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
    db = new Client({ connectionString: database.url });
    await db.connect();
    const port = await freePort();
    const starting = startGateway(
      runtimeConfigFromEnv('operations-test', { ...process.env, DATABASE_URL: database.url, PORT: String(port), MERCATO_SEED: 'demo', EVENT_TRANSPORT: 'postgres' }),
    );
    let started = false;
    void starting.then(
      () => (started = true),
      () => (started = true),
    );
    while (!started) {
      const status = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0, // not listening yet
      );
      observed.push(status === 200 ? { status, ...(await logAndReadModels(db)) } : { status });
      await delay(10);
    }
    gateway = await starting;
  }, 120_000);

  afterAll(async () => {
    await gateway?.stop();
    await db?.end();
    await database?.drop();
  });

  it('answers /health/ready with 503 while seeding, and 200 only with the whole seed in every read model', async () => {
    const final = await logAndReadModels(db);
    expect(final.events).toBeGreaterThan(20);
    expect(final.behind).toBe(0);
    expect(observed.filter((seen) => seen.status === 503).length).toBeGreaterThan(0);
    // Every 200 came after the last seed event was written and applied everywhere.
    expect(observed.filter((seen) => seen.status === 200)).toEqual(observed.filter((seen) => seen.status === 200).map(() => ({ status: 200, ...final })));
    expect((await fetch(`${gateway.url}/health/ready`)).status).toBe(200);
  });

  it("seeds the demo site's video course: two lessons, for the members of a free member area", async () => {
    const answer = await fetch(`${gateway.url}/api/site-users/courses/${DEMO_COURSE.course.urlId}`, { headers: { 'x-forwarded-host': 'localhost' } });
    expect(answer.status).toBe(200);
    const course = (await answer.json()) as { title: string; memberAreaId: string; paywallProductId: string | null; lessons: Array<{ title: string }> };
    expect(course).toMatchObject({ title: DEMO_COURSE.course.title, paywallProductId: null });
    expect(course.lessons.map((lesson) => lesson.title)).toEqual(DEMO_COURSE.lessons.map((lesson) => lesson.title));
    const [area] = (await db.query('SELECT name, free_join FROM member_areas WHERE member_area_id = $1', [course.memberAreaId])).rows;
    expect(area).toEqual({ name: DEMO_COURSE.memberArea.name, free_join: true });
  });

  it('rebuilds a damaged read model row for row with npm run rebuild -- catalog, showing progress and a summary', async () => {
    const live = await readModelRows(gateway.runtime.dataSource, catalogProjection.tables);
    await db.query(`UPDATE catalog_products SET title = 'damaged'`);
    await db.query('DELETE FROM catalog_variants WHERE ctid IN (SELECT ctid FROM catalog_variants LIMIT 3)');
    expect(await readModelRows(gateway.runtime.dataSource, catalogProjection.tables)).not.toEqual(live);

    const result = await rebuildCommand(['catalog'], database.url);
    expect(result).toMatchObject({ code: 0 });
    // Not a terminal here: progress comes as lines rather than a bar.
    expect(result.stderr).toMatch(/^catalog: [\d,]+\/[\d,]+ events \(100%\), [\d,]+ events\/s, ETA /m);
    expect(result.stdout).toMatch(/^Rebuilt catalog from \d+ events in .+ \(\d+ events\/s\): catalog_variants \d+ rows, catalog_products \d+ rows, catalog_collections \d+ rows\.$/m);
    expect(await readModelRows(gateway.runtime.dataSource, catalogProjection.tables)).toEqual(live);
  });

  it('refuses an unknown projection with the names of the known ones, and changes nothing', async () => {
    const tables = allContexts.projections.flatMap((projection) => projection.tables);
    const before = await readModelRows(gateway.runtime.dataSource, tables);
    const result = await rebuildCommand(['catalogue'], database.url);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Unknown projection "catalogue". Known projections: ${allContexts.projections.map((projection) => projection.name).join(', ')}.`);
    expect(await readModelRows(gateway.runtime.dataSource, tables)).toEqual(before);
  });
});
