import {
  ANALYTICS_LIMITS, type ClankerEventFields, ClankerSchemaName, isAnalyticsRecorded, isAutoPageViewTracked, isRestrictiveCookiePolicy, PageType, RecordType, type TrackerSourceEnvironment,
} from '@mercato/spec';
import { hitData, pageViewHitData, sendCensusHit } from './census-hits';
import { type ClankerEventsHosts, clankerAutoFields, createClankerTracker } from './clanker';
import { type AnalyticsPage, type AnalyticsPageContext, type AnalyticsSite, type BrowserSnapshot, type ShownPage } from './page';
import { type TrackingTransport } from './ports';
import { type AnalyticsIdentity, clearConversionCookies, type SessionStores, startAnalyticsSession, trackConversionVisit } from './session';

export interface PageTrackerOptions {
  readonly context: AnalyticsPageContext;
  readonly transport: TrackingTransport;
  readonly stores: SessionStores;
  readonly browser: () => BrowserSnapshot;
  /** document.referrer: where the visitor came from before the first page. */
  readonly documentReferrer: string;
  readonly sourceEnvironment: string;
  readonly eventsHosts?: ClankerEventsHosts;
}

/** The page load's first page, when analytics recorded it: what its page-speed report is about. */
export interface RecordedLanding {
  readonly identity: AnalyticsIdentity;
  readonly site: AnalyticsSite;
  readonly browser: BrowserSnapshot;
}

export interface PageTracker {
  /** A page is on screen: the initial load or a client navigation. Repeats for the same history entry are ignored. */
  pageShown(page: ShownPage): void;
  recordedLanding(): RecordedLanding | undefined;
  /**
   * A client analytics event (spec §7) about the page on screen, with the event's own fields (the
   * purchase's); nothing when that page is not recorded.
   */
  clientEvent(schemaName: ClankerSchemaName, objectIdentifier: string, fields?: Omit<ClankerEventFields, 'object_identifier'>): void;
  /**
   * A census widget call (spec §7: button-render, button-click, RecordQuickView/{id}) with the page's
   * fields; failures ignored.
   */
  widgetEvent(path: string, fields: Readonly<Record<string, string>>): void;
}

/**
 * Page views and the events of the pages: for each page shown, decides with the skip rules
 * (spec §6) whether analytics records it; if so, keeps the analytics session and conversion cookies,
 * sends the census page view (not on /search) and, on a product page, the newer tracker's
 * view-product-page event. Nothing here throws or rejects into the page.
 */
export function createPageTracker(options: PageTrackerOptions): PageTracker {
  const { context, transport, stores } = options;
  const restrictive = context.cookiePolicy !== undefined && isRestrictiveCookiePolicy(context.cookiePolicy);
  if (restrictive) clearConversionCookies(stores.cookies);

  let identity: AnalyticsIdentity | undefined;
  let landing: { recorded: boolean; value?: RecordedLanding } | undefined;
  let lastLocationKey: string | undefined;
  let referrer = options.documentReferrer;
  /** The page the newer tracker's auto-populated fields describe. */
  let current: { site: AnalyticsSite; browser: BrowserSnapshot; referrer: string; page: AnalyticsPage; visitorCookie: string | undefined } | undefined;

  const clanker = createClankerTracker({
    transport,
    sourceEnvironment: options.sourceEnvironment,
    eventsHosts: options.eventsHosts,
    warn: stores.warn,
    autoFields: (schemaName: string, sourceEnvironment: TrackerSourceEnvironment) => {
      if (!identity || !current) throw new Error('The newer tracker runs only for a recorded page');
      return clankerAutoFields({ schemaName, sourceEnvironment, identity, ...current });
    },
  });

  return {
    pageShown(page) {
      if (page.locationKey === lastLocationKey) return;
      lastLocationKey = page.locationKey;
      const browser = options.browser();
      const pageReferrer = referrer;
      // In a single-page app the next page's referrer is this one.
      referrer = browser.href;

      const visit = { pageType: page.pageType, path: browser.pathname, censusDisabled: context.censusDisabled, signedInRoles: context.signedInRoles };
      const recorded = isAnalyticsRecorded(visit);
      // A page skipped for its type alone (not found, lock screen, access denied) sends no page view,
      // but its client events (spec §7 access-denied view and click) still go out for a tracked visitor.
      const visitorTracked = recorded || isAnalyticsRecorded({ ...visit, pageType: PageType.PAGE });
      if (!visitorTracked) {
        // Events on this page belong to no recorded page.
        current = undefined;
        landing ??= { recorded };
        return;
      }
      identity ??= startAnalyticsSession(stores);
      landing ??= recorded ? { recorded, value: { identity, site: page.site, browser } } : { recorded };
      const visitorCookie = restrictive || !recorded ? undefined : trackConversionVisit(stores.cookies, browser.now, stores.newId);
      current = { site: page.site, browser, referrer: pageReferrer, page, visitorCookie };
      if (!recorded) return;

      if (isAutoPageViewTracked(browser.pathname)) {
        const data = pageViewHitData(browser, page.site, page, { visitorCookie, localStorageSupported: identity.localStorageSupported, referrer: pageReferrer });
        void sendCensusHit(transport, data);
      }
      if (page.recordType === RecordType.STORE_ITEM && page.itemId) {
        // Delivery failures are the tracker's to report to callers that care; a page view does not.
        clanker.track(ClankerSchemaName.VIEW_PRODUCT_PAGE, { object_identifier: page.itemId }).catch(() => undefined);
      }
    },
    recordedLanding: () => landing?.value,
    clientEvent(schemaName, objectIdentifier, fields = {}) {
      if (!current) return;
      clanker.track(schemaName, { ...fields, object_identifier: objectIdentifier }).catch(() => undefined);
    },
    widgetEvent(path, fields) {
      if (!current) return;
      const { visitorCookie, websiteId, templateId, url, title, itemId, collectionId } = hitData(options.browser(), current.site, current.page, current.visitorCookie);
      const pageFields = { visitorCookie, websiteId, templateId, url, title, itemId, collectionId };
      const body = new URLSearchParams({ ...definedOnly(pageFields), ...fields }).toString();
      transport.post(path, body, { contentType: 'application/x-www-form-urlencoded', timeoutMs: ANALYTICS_LIMITS.censusHitTimeoutMs }).catch(() => undefined);
    },
  };
}

function definedOnly(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
