import { CommandBus } from '@nestjs/cqrs';
import { CENSUS_HEADERS, CENSUS_TOPICS } from '@mercato/contracts';
import { CART_MESSAGES } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import {
  BOT_UA,
  BROWSER_UA,
  VISITOR_COOKIE,
  VISITOR_ID,
  badValue,
  censusCounts,
  censusKafkaReader,
  censusTableReader,
  clankerEnvelope,
  clankerPayload,
  goodValue,
  imageMetrics,
  imageRecord,
  javascriptErrorReport,
  legacyEventForm,
  pageSpeedRecord,
  pageViewHitData,
  recordHitForm,
  totalCounts,
  widgetFields,
  type CensusTopicsReader,
  type StoredCensusRecord,
} from '@mercato/census/testing';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';

/**
 * Visitors' browsers report through every census endpoint of spec §7, on whichever transport
 * EVENT_TRANSPORT names: Kafka topics, or the census_records table of embedded mode. What is
 * stored is read back the way an analyst reads it.
 */
const transport = process.env.EVENT_TRANSPORT ?? 'postgres';
const WEBSITE = `census-it-${Date.now()}`;
const HOST = 'census-it.localhost';
// On Kafka, this deployment's own topics, read back by the analyst's reader below.
const TOPIC_PREFIX = testTopicPrefix('census-ingestion');
const CRUMB = 'census-test-crumb';
/** A cookie the visitor's browser also sends; neither it nor the Cookie header may ever be stored. */
const SECRET_COOKIE = 'site_session=SECRET-COOKIE-VALUE';
// Low, so a burst passes it however slowly a loaded machine serves the burst (40 let it refill).
const RATE_LIMIT_PER_ADDRESS = 5;

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let reader: CensusTopicsReader;

beforeAll(async () => {
  // The ingestion settings are read from the environment when the census module starts.
  process.env.CENSUS_RATE_LIMIT_PER_ADDRESS = String(RATE_LIMIT_PER_ADDRESS);
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(runtimeConfigFromEnv('census-it', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `census-it-${Date.now()}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX }));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await eventually(async () => expect((await post('/api/census/RecordHit', form(recordHitForm(WEBSITE)), { address: '192.0.2.200' })).status).toBe(202));
  reader = transport === 'kafka' ? await censusKafkaReader(process.env.KAFKA_BROKERS!.split(','), WEBSITE, TOPIC_PREFIX) : censusTableReader(gateway.runtime.dataSource, WEBSITE);
}, 120_000);

afterAll(async () => {
  await reader?.close();
  await gateway?.stop();
  await dropDatabase?.();
});

interface Body {
  readonly text: string;
  readonly contentType: string;
}

const form = (fields: Record<string, string>): Body => ({ text: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' });
/** Beacons send JSON as text/plain; XHR as application/json. */
const beacon = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: 'text/plain;charset=UTF-8' });
const xhr = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: 'application/json' });

interface Visitor {
  /** The visitor's address, as the ingress forwards it. */
  readonly address: string;
  readonly userAgent?: string;
  readonly headers?: Record<string, string>;
}

async function post(path: string, body: Body, visitor: Visitor) {
  const response = await fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': body.contentType,
      'x-forwarded-host': HOST,
      'x-forwarded-for': visitor.address,
      'user-agent': visitor.userAgent ?? BROWSER_UA,
      cookie: `ss_cvr=${encodeURIComponent(VISITOR_COOKIE)}; crumb=${CRUMB}; ${SECRET_COOKIE}`,
      ...visitor.headers,
    },
    body: body.text,
  });
  const text = await response.text();
  return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
}

const metrics = async () => censusCounts(await (await fetch(`${gateway.url}/metrics`)).text());
const good = (records: StoredCensusRecord[]) => records.filter((record) => record.topic !== CENSUS_TOPICS.bad);
const bad = (records: StoredCensusRecord[]) => records.filter((record) => record.topic === CENSUS_TOPICS.bad);

const MARKER = 'census-marker-';
let markers = 0;
const isMarker = (record: StoredCensusRecord) => record.text.includes(MARKER);

/**
 * Everything stored so far, markers left out. Sends a marker to every census topic (same key as
 * every test record, so the same partition) and waits for all of them: whatever got its 2xx before
 * is then in the reader too, on Kafka as in the table.
 */
async function storedSoFar(): Promise<StoredCensusRecord[]> {
  const marker = `${MARKER}${(markers += 1)}`;
  const visitor = { address: `192.0.2.${100 + markers}`, headers: { 'x-csrf-token': CRUMB } };
  const sent = await Promise.all([
    post('/api/census/RecordHit', form(recordHitForm(WEBSITE, pageViewHitData(WEBSITE, { title: marker }))), visitor),
    post('/api/v1/clanker/events', beacon(clankerEnvelope(clankerPayload(WEBSITE, { object_identifier: marker }))), visitor),
    post('/api/1/performance/records', beacon([pageSpeedRecord(WEBSITE, marker)]), visitor),
    post('/api/events/RecordJavascriptErrors', beacon([javascriptErrorReport(marker)]), visitor),
    post('/api/events/RecordJavascriptErrors', beacon([{ ...javascriptErrorReport(marker), event: 'marker' }]), visitor),
  ]);
  expect(sent.map((response) => response.status)).toEqual([202, 202, 202, 202, 400]);
  return eventually(async () => {
    const records = await reader.records();
    expect(new Set(records.filter((record) => record.text.includes(`${marker}"`) || record.text.includes(`${marker}\\"`)).map((record) => record.topic)).size).toBe(5);
    return records.filter((record) => !isMarker(record));
  });
}

describe(`census ingestion through the gateway (${transport} transport)`, () => {
  const addresses = Array.from({ length: 250 }, (_, index) => (index % 5 === 4 ? `2001:db8:${index.toString(16)}:1::${index + 1}` : `198.51.100.${index + 1}`));

  it('stores 1000 valid records from every endpoint on their topics and 10 invalid ones on census.bad.v1, keyed, with headers, enriched', async () => {
    const before = await storedSoFar();
    const metricsBefore = await metrics();
    const jsErrorHeaders = { 'x-csrf-token': CRUMB };
    const requests: Array<readonly [path: string, body: Body, headers?: Record<string, string>]> = [
      // 100 page views, form-encoded as the storefront sends them.
      ...Array.from({ length: 100 }, (_, i) => ['/api/census/RecordHit', form(recordHitForm(WEBSITE, pageViewHitData(WEBSITE, { url: `https://census-it.localhost/p/${i}` })))] as const),
      // 100 widget calls: 20 each of the five, form or JSON.
      ...Array.from({ length: 20 }, () => ['/api/census/button-click', form(widgetFields(WEBSITE, { buttonText: 'Buy' }))] as const),
      ...Array.from({ length: 20 }, () => ['/api/census/button-render', xhr(widgetFields(WEBSITE))] as const),
      ...Array.from({ length: 20 }, (_, i) => ['/api/census/form-render', form(widgetFields(WEBSITE, { formId: `form-${i}` }))] as const),
      ...Array.from({ length: 20 }, () => ['/api/census/overlay', beacon(widgetFields(WEBSITE))] as const),
      ...Array.from({ length: 20 }, (_, i) => [`/api/census/RecordQuickView/item-${i}`, form(widgetFields(WEBSITE))] as const),
      // 50 legacy tracker events and 150 newer tracker events (beacon and XHR).
      ...Array.from({ length: 50 }, () => ['/api/events/RecordEvent', form(legacyEventForm(WEBSITE, CRUMB))] as const),
      ...Array.from({ length: 150 }, (_, i) => ['/api/v1/clanker/events', (i % 2 ? beacon : xhr)(clankerEnvelope(clankerPayload(WEBSITE, { session_id: `session-${i}` })))] as const),
      // 298 performance records in 10 batches and 299 script errors in 6 batches; the invalid ones
      // below bring 3 more valid records in mixed batches.
      ...Array.from({ length: 10 }, (_, i) => ['/api/1/performance/records', beacon(Array.from({ length: i < 2 ? 29 : 30 }, (_, j) => (j % 3 ? imageRecord(`load-${i}`) : pageSpeedRecord(WEBSITE, `load-${i}`))))] as const),
      ...Array.from({ length: 6 }, (_, i) => ['/api/events/RecordJavascriptErrors', xhr(Array.from({ length: i === 0 ? 49 : 50 }, (_, j) => javascriptErrorReport(`Error ${i}.${j}`))), jsErrorHeaders] as const),
      // The 10 invalid ones.
      ['/api/census/RecordHit', form(recordHitForm(WEBSITE, { ...pageViewHitData(WEBSITE), viewportInnerWidth: 'wide' }))],
      ['/api/census/form-render', form(widgetFields(WEBSITE))],
      ['/api/events/RecordEvent', form({ ...legacyEventForm(WEBSITE, CRUMB), event: '' })],
      ['/api/v1/clanker/events', beacon(clankerEnvelope(clankerPayload(WEBSITE), 'no_such_event'))],
      ['/api/v1/clanker/events', xhr(clankerEnvelope({ ...clankerPayload(WEBSITE), browser_window_width: -1 }))],
      ['/api/1/performance/records', beacon([pageSpeedRecord(WEBSITE), { ...imageRecord(), data: { ...imageMetrics(), loaderType: 'cdn' } }])],
      ['/api/1/performance/records', beacon([{ ...imageRecord(), event: 'scroll' }, imageRecord()])],
      ['/api/1/performance/records', { text: '[{"raw":true,', contentType: 'text/plain' }],
      ['/api/events/RecordJavascriptErrors', beacon([{ ...javascriptErrorReport(), event: 'crash' }, javascriptErrorReport()]), jsErrorHeaders],
      ['/api/events/RecordJavascriptErrors', beacon([{ ...javascriptErrorReport(), timestamp: 'yesterday' }]), jsErrorHeaders],
    ];
    const statuses: number[] = [];
    // Ten browsers at a time, each request from its own address; every 50th from a crawler.
    for (let start = 0; start < requests.length; start += 10) {
      const chunk = requests.slice(start, start + 10).map(([path, body, headers], offset) => {
        const index = start + offset;
        return post(path, body, { address: addresses[index % addresses.length]!, ...(index % 50 === 0 ? { userAgent: BOT_UA } : {}), ...(headers ? { headers } : {}) });
      });
      statuses.push(...(await Promise.all(chunk)).map((response) => response.status));
    }
    const accepted = requests.length - 10 + 3; // three invalid records arrived in batches with a valid one
    expect(statuses.filter((status) => status === 202)).toHaveLength(accepted);
    expect(statuses.filter((status) => status === 400)).toHaveLength(requests.length - accepted);

    // Every request has its answer, so the counters are final.
    const metricsAfter = await metrics();
    const earlier = new Set(before.map((record) => record.headers[CENSUS_HEADERS.recordId]));
    const stored = (await storedSoFar()).filter((record) => !earlier.has(record.headers[CENSUS_HEADERS.recordId]));
    const counts = Object.fromEntries(Object.values(CENSUS_TOPICS).map((topic) => [topic, stored.filter((record) => record.topic === topic).length]));
    expect(counts).toEqual({ [CENSUS_TOPICS.hits]: 200, [CENSUS_TOPICS.events]: 200, [CENSUS_TOPICS.performance]: 300, [CENSUS_TOPICS.jsErrors]: 300, [CENSUS_TOPICS.bad]: 10 });
    expect(new Set(stored.map((record) => record.headers[CENSUS_HEADERS.recordId])).size).toBe(1010);

    for (const record of good(stored)) {
      const value = goodValue(record);
      // Every browser sent the visitor cookie: one visitor, one key, one partition.
      expect(record.key).toBe(`${WEBSITE}:${VISITOR_ID}`);
      expect(record.headers).toMatchObject({ [CENSUS_HEADERS.recordId]: value.recordId, [CENSUS_HEADERS.schema]: `${value.schema}.v${value.schemaVersion}`, [CENSUS_HEADERS.receivedAt]: value.receivedAt });
      expect(value).toMatchObject({ websiteId: WEBSITE, visitorId: VISITOR_ID });
      expect(value.client.truncatedIp).toMatch(/^198\.51\.100\.0$|^2001:db8:[0-9a-f]+::$/);
    }
    expect(good(stored).filter((record) => goodValue(record).client.bot)).toHaveLength(good(stored).filter((record) => goodValue(record).client.userAgent === BOT_UA).length);
    expect(good(stored).some((record) => goodValue(record).client.bot)).toBe(true);
    const everything = stored.map((record) => record.text + JSON.stringify(record.headers)).join('\n');
    for (const address of addresses) expect(everything).not.toContain(`"${address}"`);
    expect(everything).not.toContain('SECRET-COOKIE-VALUE');
    expect(everything).not.toContain(CRUMB);

    const reasons = bad(stored).map((record) => badValue(record).reason).sort();
    expect(reasons).toEqual(
      [
        'data.viewportInnerWidth: must be integer',
        'formId: is required',
        'event: must NOT have fewer than 1 characters',
        'eventSchemaName: unknown schema "no_such_event"',
        'browser_window_width: must be >= 0',
        'data.loaderType: must be one of "sqs", "raw"',
        'event: must be one of "page_speed", "image", "user"',
        'body: is not valid JSON',
        'event: must be one of "error", "unhandledrejection"',
        'timestamp: must be integer',
      ].sort(),
    );
    for (const record of bad(stored)) expect(record.key.startsWith(`${WEBSITE}:`)).toBe(true);

    // received = good + bad + dropped, per endpoint and in total: the 1000 and the 10 are all there.
    for (const [, endpointCounts] of metricsAfter) expect(endpointCounts.received).toBe(endpointCounts.good + endpointCounts.bad + endpointCounts.dropped);
    const [totalBefore, totalAfter] = [totalCounts(metricsBefore), totalCounts(metricsAfter)];
    expect(totalAfter.good - totalBefore.good).toBe(1000);
    expect(totalAfter.bad - totalBefore.bad).toBe(10);
  });

  it('refuses a 1.1 MiB body with 413 before reading it, and stores nothing', async () => {
    const before = await storedSoFar();
    const body = beacon(Array.from({ length: 300 }, () => javascriptErrorReport(`Error ${'x'.repeat(3_800)}`)));
    expect(Buffer.byteLength(body.text)).toBeGreaterThan(1.1 * 1024 * 1024);
    const refused = await post('/api/1/performance/records', body, { address: '192.0.2.10' });
    expect(refused).toEqual({ status: 413, body: { status: 413, message: 'Request body is too large.' } });
    expect(await storedSoFar()).toHaveLength(before.length);
  });

  it('answers 429 with the spec wording once an address passes its rate, and counts those records as dropped', async () => {
    const before = totalCounts(await metrics());
    const burst = RATE_LIMIT_PER_ADDRESS * 20;
    const statuses = await Promise.all(Array.from({ length: burst }, () => post('/api/census/RecordHit', form(recordHitForm(WEBSITE)), { address: '192.0.2.77' })));
    const limited = statuses.filter((response) => response.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(statuses.every((response) => response.status === 429 || response.status === 202)).toBe(true);
    expect(limited[0]!.body).toEqual({ status: 429, message: CART_MESSAGES.rateLimited, code: 'rate_limited' });
    // Another visitor is not affected.
    expect((await post('/api/census/RecordHit', form(recordHitForm(WEBSITE)), { address: '192.0.2.78' })).status).toBe(202);
    const after = totalCounts(await metrics());
    expect(after.dropped - before.dropped).toBe(limited.length);
    expect(after.received - before.received).toBe(burst + 1);
  });

  it('refuses script error reports without the CSRF header carrying the crumb cookie, storing nothing', async () => {
    const before = await storedSoFar();
    const withoutHeader = await post('/api/events/RecordJavascriptErrors', beacon([javascriptErrorReport()]), { address: '192.0.2.11' });
    const wrongHeader = await post('/api/events/RecordJavascriptErrors', beacon([javascriptErrorReport()]), { address: '192.0.2.11', headers: { 'x-csrf-token': 'another-crumb' } });
    for (const refused of [withoutHeader, wrongHeader]) {
      expect(refused).toEqual({ status: 403, body: { status: 403, message: 'Your session has expired. Please reload the page and try again.', crumbFail: true } });
    }
    expect(await storedSoFar()).toHaveLength(before.length);
  });

  it('validates newer tracker content without storing it, saying what is wrong', async () => {
    const before = await storedSoFar();
    const valid = await post('/api/v1/clanker/validate-event-content/view_product_page', xhr(clankerPayload(WEBSITE)), { address: '192.0.2.12' });
    expect(valid).toEqual({ status: 200, body: { valid: true, schema: 'tracker-event.v1' } });
    const invalid = await post('/api/v1/clanker/validate-event-content/view_product_page', xhr({ ...clankerPayload(WEBSITE), browser_window_height: 'tall', source_environment: 'test' }), { address: '192.0.2.12' });
    expect(invalid).toEqual({
      status: 400,
      body: {
        status: 400,
        message: 'browser_window_height: must be integer; source_environment: must be one of "dev", "qa", "staging", "prod"',
        code: 'invalid_record',
        errors: { browser_window_height: 'must be integer', source_environment: 'must be one of "dev", "qa", "staging", "prod"' },
      },
    });
    const unknown = await post('/api/v1/clanker/validate-event-content/no_such_event', xhr(clankerPayload(WEBSITE)), { address: '192.0.2.12' });
    expect(unknown.status).toBe(404);
    expect(await storedSoFar()).toHaveLength(before.length);
  });

  it('reports the census queue as ready', async () => {
    const ready = await (await fetch(`${gateway.url}/health/ready`)).json();
    expect(ready.checks.census).toEqual({ ok: true });
  });
});
