import {
  type ImageMetrics, type PageSpeedData, PERFORMANCE_TIMINGS, type PerformanceRecord, PerformanceRecordEvent, TRACKING_ENDPOINTS,
} from '@mercato/spec';
import { type Timers, type TrackingTransport } from './ports';

/** The `app` of every performance record the storefront sends. */
export const PERFORMANCE_APP = 'storefront';

export interface PerformanceReporterOptions {
  readonly transport: TrackingTransport;
  readonly timers: Timers;
  readonly now: () => number;
  /** Shared by every record of this page load. */
  readonly pageLoadId: string;
  /** The page-speed data as of now; undefined when this page load is not recorded (spec §6). */
  readonly pageSpeed: () => PageSpeedData | undefined;
}

export interface PerformanceReporter {
  /** Call once the page has loaded: arms the 30 s flush of queued records and the 60 s page-speed report. */
  loaded(): void;
  /** Queues one image's metrics for the next flush. */
  addImage(metrics: ImageMetrics): void;
  /** The page went out of sight (or away): the page-speed report, if not sent yet, and everything queued go now. */
  pageHidden(): void;
}

/**
 * Spec §4/§9: one page-speed report per page load, when the page is hidden or 60 s after load,
 * whichever comes first; image metrics ride along, flushed 30 s after load and on page hide.
 */
export function createPerformanceReporter({ transport, timers, now, pageLoadId, pageSpeed }: PerformanceReporterOptions): PerformanceReporter {
  let queue: PerformanceRecord[] = [];
  let reported = false;
  let reportTimer: unknown;

  const record = (event: PerformanceRecordEvent, data: PageSpeedData | ImageMetrics): PerformanceRecord => ({
    raw: true,
    app: PERFORMANCE_APP,
    data,
    event,
    pageLoadId,
    ts: now(),
  });

  function flush(): void {
    if (queue.length === 0) return;
    const body = JSON.stringify(queue);
    queue = [];
    sendPerformanceRecords(transport, body);
  }

  function report(): void {
    if (reported) return;
    reported = true;
    if (reportTimer !== undefined) timers.clearTimeout(reportTimer);
    const data = pageSpeed();
    if (data) queue.push(record(PerformanceRecordEvent.PAGE_SPEED, data));
    flush();
  }

  return {
    loaded() {
      timers.setTimeout(flush, PERFORMANCE_TIMINGS.beaconFlushAfterLoadMs);
      reportTimer = timers.setTimeout(report, PERFORMANCE_TIMINGS.reportWaitMs);
    },
    addImage(metrics) {
      queue.push(record(PerformanceRecordEvent.IMAGE, metrics));
    },
    pageHidden() {
      report();
      flush();
    },
  };
}

/** Spec §7: plain text by beacon, XHR when the browser refuses the beacon; failures are ignored. */
function sendPerformanceRecords(transport: TrackingTransport, body: string): void {
  if (transport.beacon(TRACKING_ENDPOINTS.performanceRecords, body)) return;
  transport.post(TRACKING_ENDPOINTS.performanceRecords, body, { contentType: 'text/plain;charset=UTF-8', keepalive: true }).catch(() => undefined);
}
