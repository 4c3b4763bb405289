import { JavascriptErrorEvent, rateWebVital } from '@mercato/spec';
import {
  browserStorage, browserTimers, browserTransport, connectionInfo, documentCookies, navigationTiming, resolveBrowserLocaleSoon, snapshotBrowser, transferSizeOf,
} from './browser-adapters';
import { createErrorReporter, postErrorReports, scriptErrorOf } from './error-reporter';
import { imageMetrics } from './image-metrics';
import { type AnalyticsPageContext, type ShownPage } from './page';
import { pageSpeedData, type VitalName, type VitalReading } from './page-speed';
import { createPageTracker, type PageTracker } from './page-tracker';
import { createPerformanceReporter } from './performance-reporter';

/** What the storefront's components call; see ./react.tsx. */
export interface StorefrontAnalytics {
  pageShown(page: ShownPage): void;
  observeProductImage(image: HTMLImageElement): void;
  clientEvent: PageTracker['clientEvent'];
  widgetEvent: PageTracker['widgetEvent'];
}

/**
 * A self-hosted install reports as production to its own origin; another source environment or
 * events host is set here.
 */
const SOURCE_ENVIRONMENT = 'prod';

/**
 * Starts every tracker of this page load in the browser: error reporting at once, page views as the
 * pages report themselves, page speed and image metrics until the page is hidden.
 */
export function startBrowserAnalytics(context: AnalyticsPageContext): StorefrontAnalytics {
  const transport = browserTransport();
  const cookies = documentCookies();
  const newId = () => crypto.randomUUID();
  const warn = (message: string) => console.warn(message);

  const errors = createErrorReporter({ send: postErrorReports(transport, cookies), timers: browserTimers, now: Date.now, pageUrl: () => location.href });
  window.addEventListener('error', (event) => {
    errors.report(JavascriptErrorEvent.ERROR, { ...scriptErrorOf(event.error, event.message), filename: event.filename, lineno: event.lineno, colno: event.colno });
  });
  window.addEventListener('unhandledrejection', (event) => errors.report(JavascriptErrorEvent.UNHANDLED_REJECTION, scriptErrorOf(event.reason)));

  resolveBrowserLocaleSoon();
  const tracker = createPageTracker({
    context,
    transport,
    stores: { cookies, localStorage: browserStorage('localStorage'), sessionStorage: browserStorage('sessionStorage'), newId, warn },
    browser: snapshotBrowser,
    documentReferrer: document.referrer,
    sourceEnvironment: SOURCE_ENVIRONMENT,
  });

  const vitals = new Map<VitalName, VitalReading>();
  watchVitals((reading) => vitals.set(reading.name, reading));
  const performanceReporter = createPerformanceReporter({
    transport,
    timers: browserTimers,
    now: Date.now,
    pageLoadId: newId(),
    pageSpeed: () => {
      const landing = tracker.recordedLanding();
      return landing && pageSpeedData({ ...landing, connection: connectionInfo(), vitals: vitals.values(), navigation: navigationTiming() });
    },
  });
  if (document.readyState === 'complete') performanceReporter.loaded();
  else window.addEventListener('load', () => performanceReporter.loaded(), { once: true });

  const pageHidden = () => {
    performanceReporter.pageHidden();
    errors.flush();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') pageHidden();
  });
  window.addEventListener('pagehide', pageHidden);

  const images = watchImages((metrics) => {
    if (tracker.recordedLanding()) performanceReporter.addImage(metrics);
  });
  return { pageShown: tracker.pageShown, observeProductImage: images, clientEvent: tracker.clientEvent, widgetEvent: tracker.widgetEvent };
}

/**
 * Every change of FCP, LCP, INP, CLS and TTFB (web-vitals; its CLS uses the spec's session windows
 * of 1 s gap and 5 s at most), and the first input delay from the browser's first-input entry.
 * web-vitals is a chunk of its own, out of the page's first load: its observers read the browser's
 * buffered entries, so loaded late it still sees the paints and shifts from the page's start.
 */
function watchVitals(onReading: (reading: VitalReading) => void): void {
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const watch of [onFCP, onLCP, onINP, onCLS, onTTFB]) {
      // A fresh options object each: web-vitals keeps per-metric state keyed by it, and a shared one
      // hands INP the LCP's state ("i.L is not a function").
      watch(({ name, value, rating }) => onReading({ name, value, rating }), { reportAllChanges: true });
    }
  });
  if (!PerformanceObserver.supportedEntryTypes?.includes('first-input')) return;
  new PerformanceObserver((list) => {
    const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
    if (!entry) return;
    const value = entry.processingStart - entry.startTime;
    onReading({ name: 'FID', value, rating: rateWebVital('firstInputDelay', value) });
  }).observe({ type: 'first-input', buffered: true });
}

/** Spec §7 image metrics: each image's first intersection, recorded once the image has loaded or failed. */
function watchImages(onMetrics: (metrics: ReturnType<typeof imageMetrics>) => void): (image: HTMLImageElement) => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const watched = new WeakSet<HTMLImageElement>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      observer.unobserve(entry.target);
      const image = entry.target as HTMLImageElement;
      const firstEntry = { isIntersecting: entry.isIntersecting, intersectionRatio: entry.intersectionRatio, time: entry.time };
      whenSettled(image, () => {
        const rendered = image.getBoundingClientRect();
        const src = image.currentSrc || image.src;
        onMetrics(
          imageMetrics({
            src,
            firstEntry,
            naturalWidth: image.naturalWidth,
            naturalHeight: image.naturalHeight,
            renderedWidth: Math.round(rendered.width),
            renderedHeight: Math.round(rendered.height),
            transferSize: transferSizeOf(src),
          }),
        );
      });
    }
  });
  return (image) => {
    if (watched.has(image)) return;
    watched.add(image);
    observer.observe(image);
  };
}

function whenSettled(image: HTMLImageElement, callback: () => void): void {
  if (image.complete) {
    callback();
    return;
  }
  const settle = () => {
    image.removeEventListener('load', settle);
    image.removeEventListener('error', settle);
    callback();
  };
  image.addEventListener('load', settle);
  image.addEventListener('error', settle);
}
