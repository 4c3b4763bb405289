import {
  type ConnectionInfo, type PageSpeedData, type PageSpeedTimings, rateWebVital, type WebVitalMeasurement, type WebVitalName,
  type WebVitalRating,
} from '@mercato/spec';
import { type AnalyticsSite, type BrowserSnapshot } from './page';
import { type AnalyticsIdentity } from './session';

/** The vitals measured on the page (web-vitals' names; FID from the first-input entry). */
export type VitalName = 'FCP' | 'LCP' | 'FID' | 'INP' | 'CLS' | 'TTFB';

export interface VitalReading {
  readonly name: VitalName;
  readonly value: number;
  /** The measuring library's rating: kept where the spec sets no thresholds (INP, TTFB). */
  readonly rating: WebVitalRating;
}

type VitalTimingField = 'firstContentfulPaint' | 'largestContentfulPaint' | 'firstInputDelay' | 'interactionToNextPaint' | 'layoutShift' | 'timeToFirstByte';

const TIMING_FIELD: Record<VitalName, VitalTimingField> = {
  FCP: 'firstContentfulPaint',
  LCP: 'largestContentfulPaint',
  FID: 'firstInputDelay',
  INP: 'interactionToNextPaint',
  CLS: 'layoutShift',
  TTFB: 'timeToFirstByte',
};

const SPEC_THRESHOLDS: Partial<Record<VitalName, WebVitalName>> = {
  FCP: 'firstContentfulPaint',
  LCP: 'largestContentfulPaint',
  FID: 'firstInputDelay',
  CLS: 'layoutShift',
};

/** Spec §9: FCP, LCP, FID and layout shift are rated by the spec's thresholds. */
export function vitalMeasurement(reading: VitalReading): WebVitalMeasurement {
  const specMetric = SPEC_THRESHOLDS[reading.name];
  return { value: reading.value, rating: specMetric ? rateWebVital(specMetric, reading.value) : reading.rating };
}

/** The navigation timing entry's fields the report reads. */
export type NavigationTiming = Pick<
  PerformanceNavigationTiming,
  | 'domainLookupStart'
  | 'domainLookupEnd'
  | 'connectStart'
  | 'connectEnd'
  | 'secureConnectionStart'
  | 'domContentLoadedEventEnd'
  | 'loadEventStart'
  | 'loadEventEnd'
  | 'transferSize'
  | 'encodedBodySize'
  | 'decodedBodySize'
>;

/** Spec §7 timings from the navigation entry: DNS, TCP and TLS durations, load events, body sizes. */
export function navigationTimings(entry: NavigationTiming): PageSpeedTimings {
  return {
    dns: entry.domainLookupEnd - entry.domainLookupStart,
    tcp: entry.connectEnd - entry.connectStart,
    // secureConnectionStart is 0 when there was no TLS handshake (plain HTTP, a reused connection).
    tls: entry.secureConnectionStart > 0 ? entry.connectEnd - entry.secureConnectionStart : 0,
    // 0 means "not happened yet" (a report sent before the load event finished).
    ...(entry.domContentLoadedEventEnd > 0 ? { domContentLoaded: entry.domContentLoadedEventEnd } : {}),
    ...(entry.loadEventEnd > 0 ? { loadEventStart: entry.loadEventStart, loadEventEnd: entry.loadEventEnd } : {}),
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
  };
}

export interface PageSpeedInput {
  readonly browser: BrowserSnapshot;
  readonly site: AnalyticsSite;
  readonly identity: AnalyticsIdentity;
  readonly connection: ConnectionInfo;
  /** The latest reading of each vital measured so far. */
  readonly vitals: Iterable<VitalReading>;
  readonly navigation: NavigationTiming | undefined;
}

/** Spec §7 page-speed data of this page load. */
export function pageSpeedData({ browser, site, identity, connection, vitals, navigation }: PageSpeedInput): PageSpeedData {
  const measured: Partial<Record<VitalTimingField, WebVitalMeasurement>> = {};
  for (const reading of vitals) measured[TIMING_FIELD[reading.name]] = vitalMeasurement(reading);
  return {
    analyticsId: identity.analyticsId,
    ...(identity.marketingId ? { marketingId: identity.marketingId } : {}),
    websiteId: site.websiteId,
    connection,
    screenWidth: browser.screenWidth,
    screenHeight: browser.screenHeight,
    viewportWidth: browser.viewportWidth,
    viewportHeight: browser.viewportHeight,
    hash: browser.hash,
    hostname: browser.hostname,
    pathname: browser.pathname,
    timings: { ...(navigation ? navigationTimings(navigation) : {}), ...measured },
  };
}
