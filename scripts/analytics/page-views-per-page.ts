/**
 * Page views per page, the example of docs/analytics.md: every page view on census.hits.v1 from the
 * beginning up to now, each record once, counted per site and page (the URL's path).
 *
 *   KAFKA_BROKERS=127.0.0.1:9092 [KAFKA_TOPIC_PREFIX=staging.] node -r @swc-node/register scripts/analytics/page-views-per-page.ts [websiteId]
 *   DATABASE_URL=postgres://mercato:mercato@127.0.0.1:54329/mercato node -r @swc-node/register scripts/analytics/page-views-per-page.ts --table [websiteId]
 *
 * The first reads the topic (distributed mode, or `EVENT_TRANSPORT=kafka`), prefixed like the
 * deployment's when it sets KAFKA_TOPIC_PREFIX; the second runs
 * PAGE_VIEWS_SQL on the census_records table of embedded mode. Both print one line per page, most
 * viewed first. tests/integration/analytics-page-views.test.ts checks both against real page views.
 */
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { CENSUS_TOPICS, type CensusRecordJson } from '@mercato/contracts';
import { topicNaming } from '@mercato/event-log';
import { TRACKING_ENDPOINTS, TrackingEventType } from '@mercato/spec';

export interface PageViews {
  readonly websiteId: string;
  /** The URL's path, without query string or fragment; "/" for the root. */
  readonly page: string;
  readonly views: number;
}

/** Scheme and host at the start, or query string and fragment at the end, of a URL. */
const NOT_THE_PATH = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*|[?#].*$/gi;

/** The page a URL is: its path, the same way PAGE_VIEWS_SQL cuts it. */
export function pageOf(url: string): string {
  return url.replace(NOT_THE_PATH, '') || '/';
}

const PAGE_VIEW = String(TrackingEventType.PAGE_VIEW);

/** A census.hits.v1 value that is a page view (`RecordHit` with event 1), and its URL. */
function pageViewUrl(record: CensusRecordJson): string | undefined {
  if (record.endpoint !== TRACKING_ENDPOINTS.recordHit || record.event !== PAGE_VIEW) return undefined;
  const data = record.payload?.data;
  const url = typeof data === 'object' && data !== null && !Array.isArray(data) ? data.url : undefined;
  return typeof url === 'string' ? url : undefined;
}

/** Orders the most viewed first, then by site and page. */
function byViews(a: PageViews, b: PageViews): number {
  return b.views - a.views || a.websiteId.localeCompare(b.websiteId) || a.page.localeCompare(b.page);
}

/**
 * Counts the page views among census.hits.v1 values: delivery is at-least-once, so a record seen
 * twice (same `recordId`, also the `record-id` header) counts once.
 */
export function countPageViews(records: Iterable<CensusRecordJson>): PageViews[] {
  const seen = new Set<string>();
  const counts = new Map<string, { websiteId: string; page: string; views: number }>();
  for (const record of records) {
    const url = pageViewUrl(record);
    if (url === undefined || !record.recordId || seen.has(record.recordId)) continue;
    seen.add(record.recordId);
    const websiteId = record.websiteId ?? '';
    const page = pageOf(url);
    const key = JSON.stringify([websiteId, page]);
    const count = counts.get(key) ?? { websiteId, page, views: 0 };
    count.views += 1;
    counts.set(key, count);
  }
  return [...counts.values()].sort(byViews);
}

/**
 * Every value on `topic` from the beginning up to the end it had when the call started, parsed.
 * A consumer group of its own that commits nothing, so other readers are not disturbed.
 */
export async function readTopicToEnd(brokers: readonly string[], topic: string): Promise<CensusRecordJson[]> {
  const kafka = new Kafka({ clientId: 'page-views-per-page', brokers: [...brokers], logLevel: logLevel.ERROR });
  const admin = kafka.admin();
  await admin.connect();
  // The last offset to read on each partition that holds anything (high is the next offset to be written).
  const lastOffsets = new Map(
    (await admin.fetchTopicOffsets(topic).finally(() => admin.disconnect()))
      .filter((partition) => BigInt(partition.high) > BigInt(partition.low))
      .map((partition) => [partition.partition, BigInt(partition.high) - 1n]),
  );
  const values: CensusRecordJson[] = [];
  if (lastOffsets.size === 0) return values;
  const consumer = kafka.consumer({ groupId: `page-views-per-page-${randomUUID()}` });
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: false,
          eachMessage: async ({ partition, message }) => {
            const last = lastOffsets.get(partition);
            const offset = BigInt(message.offset);
            if (last === undefined || offset > last) return;
            if (message.value) values.push(JSON.parse(message.value.toString()) as CensusRecordJson);
            if (offset === last) {
              lastOffsets.delete(partition);
              if (lastOffsets.size === 0) resolve();
            }
          },
        })
        .catch(reject);
    });
  } finally {
    await consumer.disconnect();
  }
  return values;
}

/** Page views per page from census.hits.v1 on Kafka, of the deployment whose KAFKA_TOPIC_PREFIX is `topicPrefix`. */
export async function pageViewsFromKafka(brokers: readonly string[], topicPrefix = ''): Promise<PageViews[]> {
  return countPageViews(await readTopicToEnd(brokers, topicNaming(topicPrefix).physical(CENSUS_TOPICS.hits)));
}

/** The same count in SQL, on embedded mode's census_records table (docs/analytics.md shows it as is). */
export const PAGE_VIEWS_SQL = `SELECT value->>'websiteId' AS website_id,
       COALESCE(NULLIF(regexp_replace(value #>> '{payload,data,url}', '^[a-z][a-z0-9+.-]*://[^/?#]*|[?#].*$', '', 'gi'), ''), '/') AS page,
       count(DISTINCT record_id) AS views
  FROM census_records
 WHERE topic = 'census.hits.v1'
   AND value->>'endpoint' = '/api/census/RecordHit'
   AND value->>'event' = '1'
   AND value #>> '{payload,data,url}' IS NOT NULL
 GROUP BY 1, 2
 ORDER BY views DESC, website_id, page;`;

/** Page views per page from the census_records table of embedded mode. */
export async function pageViewsFromTable(databaseUrl: string): Promise<PageViews[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ website_id: string; page: string; views: string }>(PAGE_VIEWS_SQL);
    return rows.map((row) => ({ websiteId: row.website_id, page: row.page, views: Number(row.views) })).sort(byViews);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const fromTable = args.includes('--table');
  const websiteId = args.find((arg) => !arg.startsWith('--'));
  let counts: PageViews[];
  if (fromTable) {
    if (!process.env.DATABASE_URL) throw new Error('--table needs DATABASE_URL, e.g. postgres://mercato:mercato@127.0.0.1:54329/mercato');
    counts = await pageViewsFromTable(process.env.DATABASE_URL);
  } else {
    counts = await pageViewsFromKafka((process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), process.env.KAFKA_TOPIC_PREFIX?.trim());
  }
  for (const { websiteId: site, page, views } of counts.filter((count) => websiteId === undefined || count.websiteId === websiteId)) {
    console.log(`${String(views).padStart(8)}  ${site}  ${page}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
