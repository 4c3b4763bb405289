import { ANALYTICS_LIMITS, type HitData, type PageViewHitData, TRACKING_ENDPOINTS, TrackingEventType } from '@mercato/spec';
import { type AnalyticsPage, type AnalyticsSite, type BrowserSnapshot, queryStringOf } from './page';
import { type TrackingTransport } from './ports';

/** Spec §7 hit data of the page on screen. */
export function hitData(browser: BrowserSnapshot, site: AnalyticsSite, page: AnalyticsPage, visitorCookie: string | undefined): HitData {
  return {
    userAgent: browser.userAgent,
    clientDate: browser.now,
    viewportInnerWidth: browser.viewportWidth,
    viewportInnerHeight: browser.viewportHeight,
    screenWidth: browser.screenWidth,
    screenHeight: browser.screenHeight,
    websiteId: site.websiteId,
    templateId: site.templateId,
    website_locale: site.locale,
    url: browser.href,
    title: browser.title,
    itemId: page.itemId,
    recordType: page.recordType,
    collectionId: page.collectionId,
    visitorCookie,
  };
}

export interface PageViewDetails {
  readonly visitorCookie: string | undefined;
  readonly localStorageSupported: boolean;
  /** Where the visitor came from: the document's referrer on the first page, the previous page after. */
  readonly referrer: string;
}

/** Spec §7: a page view's hit data carries the page-view fields too. */
export function pageViewHitData(browser: BrowserSnapshot, site: AnalyticsSite, page: AnalyticsPage, details: PageViewDetails): PageViewHitData {
  return {
    ...hitData(browser, site, page, details.visitorCookie),
    localStorageSupported: details.localStorageSupported,
    queryString: queryStringOf(browser.search),
    referrer: details.referrer,
  };
}

/** Spec §7 `POST /api/census/RecordHit` form body: event, data (JSON) and ss_cvr. */
export function recordHitForm(event: TrackingEventType, data: HitData): string {
  return new URLSearchParams({ event: String(event), data: JSON.stringify(data), ss_cvr: data.visitorCookie ?? '' }).toString();
}

/**
 * Sends one census hit. Spec §7/§9: the call gives up after 2500 ms and its failures are ignored,
 * so this never rejects and the shopper never notices.
 */
export async function sendCensusHit(transport: TrackingTransport, data: HitData, event: TrackingEventType = TrackingEventType.PAGE_VIEW): Promise<void> {
  try {
    await transport.post(TRACKING_ENDPOINTS.recordHit, recordHitForm(event, data), {
      contentType: 'application/x-www-form-urlencoded',
      timeoutMs: ANALYTICS_LIMITS.censusHitTimeoutMs,
    });
  } catch {
    // Analytics must never get in the shopper's way.
  }
}
