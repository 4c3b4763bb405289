import {
  ClankerSchemaName,
  JavascriptErrorEvent,
  PerformanceRecordEvent,
  RecordType,
  TrackingEventType,
  type ClankerEnvelope,
  type ClankerPayload,
  type ImageMetrics,
  type JavascriptErrorReport,
  type PageSpeedData,
  type PageViewHitData,
  type PerformanceRecord,
} from '@mercato/spec';

// Valid records of every census endpoint, typed with the storefront's payload types of @mercato/spec
// so a drift between what the trackers send and what the schemas accept fails to compile or to validate.

export const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
export const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const VISITOR_ID = '0f8e6a4c-1b2d-4e3f-9a8b-7c6d5e4f3a2b';
export const VISITOR_COOKIE = `${VISITOR_ID}|1700000000000|1700000000000|1700000500000|2`;

export function pageViewHitData(websiteId: string, overrides: Partial<PageViewHitData> = {}): PageViewHitData {
  return {
    userAgent: BROWSER_UA,
    clientDate: 1_700_000_000_000,
    viewportInnerWidth: 1280,
    viewportInnerHeight: 720,
    screenWidth: 1920,
    screenHeight: 1080,
    websiteId,
    templateId: 'tpl-1',
    website_locale: 'en-US',
    url: 'https://shop.example/shop/p/wool-scarf?color=red',
    title: 'Wool Scarf',
    itemId: 'item-1',
    recordType: RecordType.STORE_ITEM,
    collectionId: 'collection-1',
    visitorCookie: VISITOR_COOKIE,
    localStorageSupported: true,
    queryString: 'color=red',
    referrer: 'https://search.example/',
    ...overrides,
  };
}

/** The RecordHit form fields as the storefront sends them (`data` as a JSON string). */
export function recordHitForm(websiteId: string, data: object = pageViewHitData(websiteId)): Record<string, string> {
  return { event: String(TrackingEventType.PAGE_VIEW), data: JSON.stringify(data), ss_cvr: VISITOR_COOKIE };
}

export function clankerPayload(websiteId: string, overrides: Partial<ClankerPayload> = {}): ClankerPayload {
  return {
    analytics_id: 'analytics-1',
    browser_language: 'en-US',
    browser_window_height: 720,
    browser_window_width: 1280,
    client_name: 'mercato-storefront',
    client_version: '1',
    page_host: 'shop.example',
    page_path: '/shop/p/wool-scarf',
    page_query_params: '',
    page_referrer_url: '',
    session_id: 'session-1',
    enduser_user_agent: BROWSER_UA,
    event_occurrence_timestamp: 1_700_000_000_000,
    browser_locale: 'en-US',
    custom_schema_name: ClankerSchemaName.VIEW_PRODUCT_PAGE,
    source_environment: 'prod',
    context_website_id: websiteId,
    resolved_locale: 'en-US',
    website_locale: 'en-US',
    object_identifier: 'item-1',
    ...overrides,
  };
}

export function clankerEnvelope(payload: object, eventSchemaName: string = ClankerSchemaName.VIEW_PRODUCT_PAGE): ClankerEnvelope {
  return { eventSchemaName, eventContent: JSON.stringify(payload) };
}

export function pageSpeedData(websiteId: string): PageSpeedData {
  return {
    analyticsId: 'analytics-1',
    websiteId,
    connection: { effectiveType: '4g', downlink: 10, rtt: 50, saveData: false },
    screenWidth: 1920,
    screenHeight: 1080,
    viewportWidth: 1280,
    viewportHeight: 720,
    hash: '',
    hostname: 'shop.example',
    pathname: '/shop/p/wool-scarf',
    timings: {
      firstContentfulPaint: { value: 900, rating: 'good' },
      largestContentfulPaint: { value: 2600, rating: 'needs-improvement' },
      layoutShift: { value: 0.3, rating: 'poor' },
      dns: 3,
      tcp: 5,
      tls: 7,
      loadEventEnd: 1500,
      transferSize: 20_000,
      encodedBodySize: 18_000,
      decodedBodySize: 60_000,
    },
  };
}

export function imageMetrics(): ImageMetrics {
  return {
    src: 'https://shop.example/assets/scarf.jpg',
    visibleOnLoad: true,
    observationTime: 250,
    intersectionRatio: 0.75,
    size: 48_000,
    imageType: 'jpg',
    loaderType: 'sqs',
    naturalWidth: 1500,
    naturalHeight: 1000,
    renderedWidth: 750,
    renderedHeight: 500,
  };
}

export function performanceRecord<Data extends PageSpeedData | ImageMetrics>(event: PerformanceRecordEvent, data: Data, pageLoadId = 'page-load-1'): PerformanceRecord<Data> {
  return { raw: true, app: 'storefront', data, event, pageLoadId, ts: 1_700_000_000_000 };
}

export const pageSpeedRecord = (websiteId: string, pageLoadId?: string) => performanceRecord(PerformanceRecordEvent.PAGE_SPEED, pageSpeedData(websiteId), pageLoadId);
export const imageRecord = (pageLoadId?: string) => performanceRecord(PerformanceRecordEvent.IMAGE, imageMetrics(), pageLoadId);

export function javascriptErrorReport(message = 'TypeError: x is undefined'): JavascriptErrorReport {
  return {
    event: JavascriptErrorEvent.ERROR,
    data: { message, stack: `${message}\n    at render (app.js:1:2)`, filename: 'https://shop.example/assets/app.js', lineno: 1, colno: 2, url: 'https://shop.example/shop' },
    timestamp: 1_700_000_000_000,
  };
}

/** The legacy tracker's form fields (spec §7): crumb, event, payload fields, data as a JSON string. */
export function legacyEventForm(websiteId: string, crumb: string): Record<string, string> {
  return {
    crumb,
    event: 'commerce_add_to_cart',
    websiteId,
    memberAccountId: '',
    website_locale: 'en-US',
    member_locale: 'en-US',
    templateId: 'tpl-1',
    variantId: 'variant-1',
    pageHash: '',
    pagePath: '/shop/p/wool-scarf',
    data: JSON.stringify({ quantity: 1 }),
  };
}

/** Widget calls (button, form, overlay, quick view): the visitor cookie and page fields. */
export function widgetFields(websiteId: string, extra: Record<string, string> = {}): Record<string, string> {
  return { visitorCookie: VISITOR_COOKIE, websiteId, url: 'https://shop.example/contact', title: 'Contact', ...extra };
}
