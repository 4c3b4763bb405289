import { type CensusTopicsReader, censusKafkaReader, censusTableReader, goodValue } from '@mercato/census/testing';
import { CENSUS_TOPICS } from '@mercato/contracts';
import { openDataSource } from '@mercato/database';
import { type ClankerEnvelope, type ImageMetrics, type JavascriptErrorReport, type PageSpeedData, type PageViewHitData, type PerformanceRecord, TRACKING_ENDPOINTS } from '@mercato/spec';
import { eventually } from '@mercato/testing';
import { type BrowserContext, type Page } from 'playwright-core';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { callsTo, expectNoCallsTo, recordTrackingCalls, type TrackingCall } from './support/tracking';
import { signInAsOwner } from './support/owner';

// The storefront's trackers in real Chromium against the real app: what the browser sends (observed,
// not mocked) and that the server accepts it.

const fresh = freshPagePerTest();
let context: BrowserContext;
let page: Page;
let calls: TrackingCall[];
let pageErrors: string[];

beforeEach(() => {
  ({ context, page, pageErrors } = fresh);
  calls = recordTrackingCalls(page);
});

async function cookie(name: string): Promise<string | undefined> {
  const found = (await context.cookies()).find((candidate) => candidate.name === name);
  return found && decodeURIComponent(found.value);
}

/** The server took the call: a 2xx answer. */
async function expectAccepted(call: TrackingCall | undefined): Promise<void> {
  const status = await call?.status;
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(300);
}

function hitOf(call: TrackingCall | undefined): { form: URLSearchParams; data: PageViewHitData } {
  const form = new URLSearchParams(call?.body);
  return { form, data: JSON.parse(form.get('data') ?? 'null') as PageViewHitData };
}

/**
 * What a hidden tab looks like to the page (headless Chromium never hides it by itself), once the
 * web vitals are measured: web-vitals is a chunk the page loads after start, and a tab hidden before
 * it came reports no vitals (hydration is quick enough now for a test to get there first).
 */
async function hidePage(): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/web-vitals-[A-Z0-9]+\.js$/.test(entry.name)));
  // Its observers read the buffered paints in callbacks of their own: two frames later they have.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

async function productId(urlId: string): Promise<string> {
  const response = await page.request.get(`${storefrontUrl()}/api/storefront/products/shop/${urlId}`);
  return ((await response.json()) as { product: { id: string } }).product.id;
}

describe('page views (census RecordHit)', () => {
  it('are sent on load and on each client navigation, with the hit data of the page, but not for /search', async () => {
    const base = storefrontUrl();
    await openHydrated(page, `${base}/`);
    const [landing] = await callsTo(calls, TRACKING_ENDPOINTS.recordHit, 1);
    const visitorCookie = await cookie('ss_cvr');
    expect(visitorCookie).toMatch(/^[0-9a-f-]{36}\|\d+\|\d+\|\d+\|1$/);
    const { form, data } = hitOf(landing);
    expect(landing?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(form.get('event')).toBe('1');
    expect(form.get('ss_cvr')).toBe(visitorCookie);
    expect(data).toMatchObject({
      websiteId: 'demo-site',
      templateId: 'mercato-basic',
      website_locale: 'en-US',
      url: `${base}/`,
      title: 'Mercato Demo Store',
      visitorCookie,
      localStorageSupported: true,
      queryString: '',
      referrer: '',
    });
    expect(data.userAgent).toContain('Chrome');
    expect(data.viewportInnerWidth).toBeGreaterThan(0);
    expect(data.screenWidth).toBeGreaterThan(0);
    await expectAccepted(landing);

    await page.getByTestId('main-navigation').getByRole('link', { name: 'Shop', exact: true }).click();
    await page.waitForURL(`${base}/shop`);
    const shop = (await callsTo(calls, TRACKING_ENDPOINTS.recordHit, 2))[1];
    expect(hitOf(shop).data).toMatchObject({ url: `${base}/shop`, title: 'Shop — Mercato Demo Store', referrer: `${base}/`, visitorCookie });
    expect(hitOf(shop).data.collectionId).toBeTruthy();
    await expectAccepted(shop);

    await page.getByRole('link', { name: 'Linen Shirt' }).first().click();
    await page.waitForURL(`${base}/shop/p/linen-shirt`);
    const product = (await callsTo(calls, TRACKING_ENDPOINTS.recordHit, 3))[2];
    expect(hitOf(product).data).toMatchObject({ url: `${base}/shop/p/linen-shirt`, itemId: await productId('linen-shirt'), recordType: 11, collectionId: hitOf(shop).data.collectionId, referrer: `${base}/shop` });
    await expectAccepted(product);

    await openHydrated(page, `${base}/search?q=linen`, 404);
    await expectNoCallsTo(calls, TRACKING_ENDPOINTS.recordHit, 3);
    // The trackers themselves never break the page (web-vitals' INP once did, on the first click).
    expect(pageErrors).toEqual([]);
  });

  it('are not sent for a signed-in owner', async () => {
    await signInAsOwner(context);
    await openHydrated(page, `${storefrontUrl()}/shop`);
    await expectNoCallsTo(calls, TRACKING_ENDPOINTS.recordHit, 0);
    expect(await cookie('ss_cvr')).toBeUndefined();
  });
});

describe('the newer tracker', () => {
  it('sends view_product_page on a product page, by beacon, wrapped with its schema name', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/canvas-tote`);
    const [event] = await callsTo(calls, TRACKING_ENDPOINTS.clankerEvents, 1);
    expect(event?.headers['content-type']?.toLowerCase()).toBe('text/plain;charset=utf-8');
    const envelope = JSON.parse(event?.body ?? 'null') as ClankerEnvelope;
    expect(envelope.eventSchemaName).toBe('view_product_page');
    expect(JSON.parse(envelope.eventContent)).toMatchObject({
      object_identifier: await productId('canvas-tote'),
      custom_schema_name: 'view_product_page',
      context_website_id: 'demo-site',
      page_path: '/shop/p/canvas-tote',
      page_host: new URL(storefrontUrl()).host,
      session_id: await cookie('SS_SESSION_ID'),
      analytics_id: await cookie('SS_ANALYTICS_ID'),
      resolved_locale: 'en-US',
      source_environment: 'prod',
    });
    await expectAccepted(event);
  });
});

describe('the newsletter-subscribe event (spec §4 form, §7 client analytics events)', () => {
  it('is sent when a newsletter form saves, and census keeps it as a good record', async () => {
    await openHydrated(page, `${storefrontUrl()}/`);
    const newsletterPath = (await page.getByTestId('main-navigation').getByRole('link', { name: 'Newsletter', exact: true }).getAttribute('href'))!;
    await openHydrated(page, `${storefrontUrl()}${newsletterPath}`);
    const already = calls.filter((call) => call.path === TRACKING_ENDPOINTS.clankerEvents).length;
    await page.getByTestId('newsletter-block').locator('input').fill(`subscriber-${Date.now()}@example.com`);
    await page.getByTestId('newsletter-block').getByTestId('form-submit').click();
    await page.getByTestId('form-submitted').waitFor();
    const event = (await callsTo(calls, TRACKING_ENDPOINTS.clankerEvents, already + 1))[already];
    const envelope = JSON.parse(event?.body ?? 'null') as ClankerEnvelope;
    const content = JSON.parse(envelope.eventContent) as { object_identifier: string; session_id: string };
    expect(envelope.eventSchemaName).toBe('newsletter_subscribe');
    expect(content).toMatchObject({ custom_schema_name: 'newsletter_subscribe', object_identifier: newsletterPath.split('/').pop(), page_path: newsletterPath });
    await expectAccepted(event);

    const reader = await openCensusReader();
    try {
      const stored = await eventually(async () => {
        const found = (await reader.records()).find((record) => record.topic === CENSUS_TOPICS.events && goodValue(record).event === 'newsletter_subscribe' && (goodValue(record).payload as { session_id?: string }).session_id === content.session_id);
        if (!found) throw new Error('no newsletter_subscribe record on census.events yet');
        return goodValue(found);
      }, 20_000);
      expect(stored).toMatchObject({ websiteId: DEMO_WEBSITE_ID, schema: 'tracker-event' });
    } finally {
      await reader.close();
    }
  });
});

describe('page speed', () => {
  it('sends one report with web vitals, navigation timings and image metrics when the page is hidden', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/linen-shirt`);
    // The product image (a host that does not resolve here) settles, so its metrics are queued.
    await page.waitForFunction(() => [...document.querySelectorAll('.product-images img')].every((image) => (image as HTMLImageElement).complete));
    await hidePage();
    const [beacon] = await callsTo(calls, TRACKING_ENDPOINTS.performanceRecords, 1);
    expect(beacon?.headers['content-type']?.toLowerCase()).toBe('text/plain;charset=utf-8');
    const records = JSON.parse(beacon?.body ?? '[]') as PerformanceRecord[];
    const pageSpeed = records.find((record) => record.event === 'page_speed') as PerformanceRecord<PageSpeedData> | undefined;
    const image = records.find((record) => record.event === 'image') as PerformanceRecord<ImageMetrics> | undefined;

    expect(pageSpeed).toMatchObject({ raw: true, app: 'storefront', pageLoadId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(pageSpeed?.data).toMatchObject({ websiteId: 'demo-site', hostname: 'localhost', pathname: '/shop/p/linen-shirt', analyticsId: await cookie('SS_ANALYTICS_ID') });
    const timings = pageSpeed?.data.timings;
    expect(timings?.firstContentfulPaint?.value).toBeGreaterThan(0);
    expect(['good', 'needs-improvement', 'poor']).toContain(timings?.firstContentfulPaint?.rating);
    expect(timings?.timeToFirstByte?.value).toBeGreaterThanOrEqual(0);
    expect(timings?.decodedBodySize).toBeGreaterThan(0);
    expect(timings?.dns).toBeGreaterThanOrEqual(0);

    expect(image).toMatchObject({ pageLoadId: pageSpeed?.pageLoadId, data: { imageType: 'jpg', loaderType: 'raw' } });
    expect(image?.data.src).toContain('linen-shirt.jpg');
    await expectAccepted(beacon);

    await hidePage();
    await expectNoCallsTo(calls, TRACKING_ENDPOINTS.performanceRecords, 1, 1_000);
    expect(pageErrors).toEqual([]);
  });
});

describe('JavaScript errors', () => {
  it('are reported, debounced, with the crumb cookie in the CSRF header', async () => {
    await openHydrated(page, `${storefrontUrl()}/`);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('e2e: thrown on purpose');
      });
    });
    const [report] = await callsTo(calls, TRACKING_ENDPOINTS.javascriptErrors, 1);
    const crumb = await cookie('crumb');
    expect(crumb).toBeTruthy();
    expect(report?.headers['x-csrf-token']).toBe(crumb);
    const reports = JSON.parse(report?.body ?? '[]') as JavascriptErrorReport[];
    expect(reports).toEqual([
      {
        event: 'error',
        data: expect.objectContaining({ message: expect.stringContaining('e2e: thrown on purpose'), stack: expect.stringContaining('e2e: thrown on purpose'), url: `${storefrontUrl()}/` }),
        timestamp: expect.any(Number),
      },
    ]);
    await expectAccepted(report);
  });
});

/**
 * What census stored for the demo site, read as an analyst would: the census topics on the run's
 * Kafka when the app runs on it, else the census_records table that stands in for them.
 */
async function openCensusReader(): Promise<CensusTopicsReader> {
  const brokers = process.env.KAFKA_BROKERS;
  // The setup gives the app its own KAFKA_TOPIC_PREFIX on the run's shared broker.
  if (brokers) return censusKafkaReader(brokers.split(','), DEMO_WEBSITE_ID, process.env.KAFKA_TOPIC_PREFIX ?? '');
  const url = process.env.MERCATO_E2E_DATABASE_URL;
  if (!url) throw new Error('Set KAFKA_BROKERS or MERCATO_E2E_DATABASE_URL (the e2e setup does) to read what census stored');
  const dataSource = await openDataSource({ url, poolSize: 1, applicationName: 'e2e-census-reader' });
  const reader = censusTableReader(dataSource, DEMO_WEBSITE_ID);
  return { records: reader.records, close: () => reader.close().then(() => dataSource.destroy()) };
}

const DEMO_WEBSITE_ID = 'demo-site';

describe('census topics (issue 3: a visit to the demo store arrives on its topics)', () => {
  it('the page view lands on census.hits.v1 and the page-speed report on census.performance.v1, keyed by the visitor', async () => {
    const url = `${storefrontUrl()}/shop/p/ceramic-mug`;
    await openHydrated(page, url);
    const [hit] = await callsTo(calls, TRACKING_ENDPOINTS.recordHit, 1);
    await expectAccepted(hit);
    await hidePage();
    const [beacon] = await callsTo(calls, TRACKING_ENDPOINTS.performanceRecords, 1);
    await expectAccepted(beacon);
    const pageLoadId = (JSON.parse(beacon?.body ?? '[]') as PerformanceRecord[])[0]?.pageLoadId;
    const visitorId = (await cookie('ss_cvr'))?.split('|')[0];
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);

    const reader = await openCensusReader();
    try {
      const key = `${DEMO_WEBSITE_ID}:${visitorId}`;
      const visit = await eventually(async () => {
        const records = (await reader.records()).filter((record) => record.key === key);
        const pageView = records.find((record) => record.topic === CENSUS_TOPICS.hits && (goodValue(record).payload as { data?: { url?: string } }).data?.url === url);
        const pageSpeed = records.find((record) => record.topic === CENSUS_TOPICS.performance && goodValue(record).event === 'page_speed');
        if (!pageView || !pageSpeed) throw new Error(`no page view and page-speed report under key ${key} yet (saw ${records.map((record) => record.topic).join(', ') || 'nothing'})`);
        return { records, pageView: goodValue(pageView), pageSpeed: goodValue(pageSpeed) };
      }, 20_000);

      expect(visit.pageView).toMatchObject({ websiteId: DEMO_WEBSITE_ID, visitorId, endpoint: TRACKING_ENDPOINTS.recordHit, event: '1', schema: 'hit' });
      expect(visit.pageView.payload).toMatchObject({ event: '1', data: { websiteId: DEMO_WEBSITE_ID, templateId: 'mercato-basic', url } });
      expect(visit.pageSpeed).toMatchObject({ websiteId: DEMO_WEBSITE_ID, visitorId, endpoint: TRACKING_ENDPOINTS.performanceRecords, event: 'page_speed', payload: { pageLoadId, app: 'storefront' } });
      expect(visit.pageSpeed.payload).toMatchObject({ data: { pathname: '/shop/p/ceramic-mug', timings: { firstContentfulPaint: { value: expect.any(Number) } } } });
      // Everything this visit sent was valid: nothing of it went to the bad topic.
      expect(visit.records.filter((record) => record.topic === CENSUS_TOPICS.bad).map((record) => record.text)).toEqual([]);
    } finally {
      await reader.close();
    }
  });
});
