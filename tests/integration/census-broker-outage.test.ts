import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase, eventually } from '@mercato/testing';
import { BROWSER_UA, censusCounts, censusKafkaReader, goodValue, imageRecord, pageViewHitData, recordHitForm, type CensusTopicsReader } from '@mercato/census/testing';
import { startOwnKafkaBroker, type OwnKafkaBroker } from './support/own-kafka-broker';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';

/**
 * Fault test: the Kafka broker stops in the middle of a load and comes back on the same port and
 * data. While it is away census answers 503 and reports not ready; it recovers without a restart;
 * every record that got a 202 is on its topic afterwards; the queue never held more than its cap.
 * Runs its own broker (the run's shared one must not stop), so Kafka transport only.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `census while the Kafka broker is away${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const WEBSITE = `census-outage-${Date.now()}`;
const HOST = 'census-outage.localhost';
// Alone on its own broker, so the production default: no topic prefix.
const TOPIC_PREFIX = '';
const MAX_QUEUED_BYTES = 1024 * 1024;
const DELIVERY_TIMEOUT_MS = 2000;

let broker: OwnKafkaBroker;
let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let reader: CensusTopicsReader | undefined;

/** A load of page views and performance batches, each record with its own client id; knows which ids got a 202. */
function startLoad(workers: number) {
  const accepted = new Set<string>();
  const statuses = new Map<number, number>();
  let running = true;
  let sent = 0;
  const worker = async (index: number) => {
    while (running) {
      sent += 1;
      const batch = sent % 4 === 0;
      const ids = batch ? Array.from({ length: 20 }, () => randomUUID()) : [randomUUID()];
      const body = batch
        ? { type: 'text/plain', text: JSON.stringify(ids.map((recordId) => ({ ...imageRecord(`load-${index}`), recordId }))) }
        : { type: 'application/x-www-form-urlencoded', text: new URLSearchParams({ ...recordHitForm(WEBSITE, pageViewHitData(WEBSITE)), recordId: ids[0]! }).toString() };
      const response = await fetch(`${gateway.url}${batch ? '/api/1/performance/records' : '/api/census/RecordHit'}`, {
        method: 'POST',
        headers: { 'content-type': body.type, 'x-forwarded-host': HOST, 'x-forwarded-for': `198.51.100.${index + 1}`, 'user-agent': BROWSER_UA },
        body: body.text,
      }).catch(() => undefined);
      const status = response?.status ?? 0;
      await response?.arrayBuffer();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 202) for (const id of ids) accepted.add(id);
      // Refused callers back off briefly, as a beacon's next page would.
      if (status !== 202) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, index) => worker(index)));
  return {
    accepted,
    statuses,
    /** Answers seen so far by status, then forgets them (one phase at a time). */
    takeStatuses: () => {
      const seen = Object.fromEntries(statuses);
      statuses.clear();
      return seen as Record<number, number>;
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const ready = async () => {
  const response = await fetch(`${gateway.url}/health/ready`);
  return { status: response.status, census: (await response.json()).checks.census as { ok: boolean; detail?: string } };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnKafka(title, () => {
  beforeAll(async () => {
    broker = await startOwnKafkaBroker('census-outage');
    process.env.CENSUS_MAX_QUEUED_BYTES = String(MAX_QUEUED_BYTES);
    process.env.CENSUS_DELIVERY_TIMEOUT_MS = String(DELIVERY_TIMEOUT_MS);
    process.env.CENSUS_RATE_LIMIT_PER_ADDRESS = '0';
    const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
    dropDatabase = database.drop;
    gateway = await startGateway(runtimeConfigFromEnv('census-outage', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_BROKERS: broker.address, KAFKA_CLIENT_ID: 'census-outage', KAFKA_TOPIC_PREFIX: TOPIC_PREFIX }));
    await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    // The site is known once the sites projection has it.
    await eventually(async () => {
      const response = await fetch(`${gateway.url}/api/census/RecordHit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': HOST },
        body: new URLSearchParams(recordHitForm(WEBSITE)).toString(),
      });
      expect(response.status).toBe(202);
    }, 30_000);
  }, 300_000);

  afterAll(async () => {
    await reader?.close();
    await gateway?.stop();
    await dropDatabase?.();
    await broker?.remove();
  }, 120_000);

  it('answers 503 and is not ready while the broker is away, recovers by itself, and loses nothing it answered 202', async () => {
    const load = startLoad(8);
    await sleep(1_500);
    expect(load.takeStatuses()).toEqual({ 202: expect.any(Number) });

    await broker.stop();
    const notReady = await eventually(async () => {
      const health = await ready();
      expect(health.status).toBe(503);
      expect(health.census.ok).toBe(false);
      return health;
    }, 30_000);
    expect(notReady.census.detail).toMatch(/sink not durable for \d+ ms/);
    await sleep(1_000);
    const whileAway = load.takeStatuses();
    expect(whileAway[503]).toBeGreaterThan(0);
    expect(Object.keys(whileAway).every((status) => status === '503' || status === '202')).toBe(true);

    await broker.start();
    await eventually(async () => {
      expect((await ready()).census).toEqual({ ok: true });
      expect(load.takeStatuses()[202]).toBeGreaterThan(0);
    }, 60_000);
    await sleep(1_000);
    await load.stop();
    expect(load.accepted.size).toBeGreaterThan(100);

    // Every record that got its 202 is on its topic, however the outage cut through it.
    reader = await censusKafkaReader([broker.address], WEBSITE, TOPIC_PREFIX);
    await eventually(async () => {
      const stored = new Set((await reader!.records()).map((record) => goodValue(record).recordId));
      const missing = [...load.accepted].filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
    }, 60_000);

    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    const peak = Number(/^census_queued_bytes_peak (\S+)$/m.exec(metrics)?.[1]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_QUEUED_BYTES);
    for (const [, counts] of censusCounts(metrics)) expect(counts.received).toBe(counts.good + counts.bad + counts.dropped);
  });
});
