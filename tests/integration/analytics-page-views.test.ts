import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { TrackingEventType } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { BROWSER_UA, pageViewHitData, recordHitForm, widgetFields } from '@mercato/census/testing';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { PAGE_VIEWS_SQL, pageViewsFromKafka, pageViewsFromTable } from '../../scripts/analytics/page-views-per-page';
import { testSiteCommand } from './support/fixtures';

/**
 * The analysts' example of docs/analytics.md counts what visitors' page views became: through the
 * real RecordHit endpoint onto census.hits.v1 (Kafka transport) or the census_records table
 * (embedded mode), then counted by scripts/analytics/page-views-per-page.ts the way an analyst runs it.
 */
const transport = process.env.EVENT_TRANSPORT ?? 'postgres';
const WEBSITE = `page-views-${randomUUID().slice(0, 8)}`;
const HOST = `${WEBSITE}.localhost`;
const ORIGIN = `https://${HOST}`;
// On Kafka, this deployment's own topics, read back the way an analyst of it would (KAFKA_TOPIC_PREFIX).
const TOPIC_PREFIX = testTopicPrefix('page-views');

let gateway: RunningGateway;
let databaseUrl: string;
let dropDatabase: () => Promise<void>;

const post = (path: string, fields: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': HOST, 'user-agent': BROWSER_UA },
    body: new URLSearchParams(fields).toString(),
  }).then((response) => response.status);

/** The storefront's page-view hit for `url`; `recordId` as a client that resends a record sends it. */
const pageView = (url: string, extra: Record<string, string> = {}) => ({ ...recordHitForm(WEBSITE, pageViewHitData(WEBSITE, { url })), ...extra });

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  databaseUrl = database.url;
  dropDatabase = database.drop;
  gateway = await startGateway(runtimeConfigFromEnv('page-views-it', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `page-views-it-${WEBSITE}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX }));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  // The site is known to the census endpoints once its projection has run.
  await eventually(async () => expect(await post('/api/census/button-render', widgetFields(WEBSITE))).toBe(202));
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`page views per page, the analysts' example (${transport} transport)`, () => {
  it('counts each page view once per page, leaving out other hits and resent records', async () => {
    const resent = randomUUID();
    const statuses = await Promise.all([
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/wool-scarf`)),
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/wool-scarf?color=red`)),
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/wool-scarf#reviews`)),
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/linen-shirt`, { recordId: resent })),
      // The same record again, as a client whose first request timed out resends it.
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/linen-shirt`, { recordId: resent })),
      post('/api/census/RecordHit', pageView(`${ORIGIN}/shop/p/linen-shirt`)),
      post('/api/census/RecordHit', pageView(ORIGIN)),
      // Not page views: a site search hit and a widget call on the same topic.
      post('/api/census/RecordHit', { ...pageView(`${ORIGIN}/search?q=scarf`), event: String(TrackingEventType.SITE_SEARCH) }),
      post('/api/census/button-click', widgetFields(WEBSITE, { url: `${ORIGIN}/contact` })),
    ]);
    // 202: durable on the topic (or in the table) before the answer, so the count below sees them all.
    expect(statuses).toEqual(Array(9).fill(202));

    const counts = transport === 'kafka' ? await pageViewsFromKafka(process.env.KAFKA_BROKERS!.split(','), TOPIC_PREFIX) : await pageViewsFromTable(databaseUrl);

    expect(counts.filter((count) => count.websiteId === WEBSITE)).toEqual([
      { websiteId: WEBSITE, page: '/shop/p/wool-scarf', views: 3 },
      { websiteId: WEBSITE, page: '/shop/p/linen-shirt', views: 2 },
      { websiteId: WEBSITE, page: '/', views: 1 },
    ]);
  });

  it('is the SQL that docs/analytics.md shows for embedded mode', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'analytics.md'), 'utf8');
    expect(doc).toContain(PAGE_VIEWS_SQL);
  });
});
