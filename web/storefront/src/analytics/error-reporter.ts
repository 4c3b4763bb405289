import {
  ANALYTICS_LIMITS, COOKIE_NAMES, CSRF_HEADER, type JavascriptErrorData, type JavascriptErrorEvent, type JavascriptErrorReport,
  TRACKING_ENDPOINTS,
} from '@mercato/spec';
import { type CookieJar, type Timers, type TrackingTransport } from './ports';

/** What is known of one uncaught error or unhandled rejection. */
export interface ScriptError {
  readonly message: string;
  readonly stack?: string;
  readonly filename?: string;
  readonly lineno?: number;
  readonly colno?: number;
}

/** An error event's `error` or a rejection's `reason`: anything can be thrown. */
export function scriptErrorOf(thrown: unknown, fallbackMessage = 'Script error.'): ScriptError {
  if (thrown instanceof Error) return { message: thrown.message || thrown.name, ...(thrown.stack ? { stack: thrown.stack } : {}) };
  if (typeof thrown === 'string') return { message: thrown };
  if (thrown === undefined || thrown === null) return { message: fallbackMessage };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}

export interface ErrorReporterOptions {
  readonly send: (reports: JavascriptErrorReport[]) => void;
  readonly timers: Timers;
  readonly now: () => number;
  readonly pageUrl: () => string;
}

export interface ErrorReporter {
  report(event: JavascriptErrorEvent, error: ScriptError): void;
  /** Sends what is queued now (the page is going away). */
  flush(): void;
}

/**
 * Spec §9: at most 20 reports a page and 10 waiting at a time; they go out together 1 s after the
 * last one (debounced), each stack cut to 5000 characters. Errors past either limit are dropped.
 */
export function createErrorReporter({ send, timers, now, pageUrl }: ErrorReporterOptions): ErrorReporter {
  let queue: JavascriptErrorReport[] = [];
  let accepted = 0;
  let timer: unknown;

  function flush(): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const reports = queue;
    queue = [];
    send(reports);
  }

  return {
    report(event, error) {
      if (accepted >= ANALYTICS_LIMITS.maxErrorReportsPerPage || queue.length >= ANALYTICS_LIMITS.maxQueuedErrorReports) return;
      accepted += 1;
      queue.push({ event, data: errorData(error, pageUrl()), timestamp: now() });
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = timers.setTimeout(flush, ANALYTICS_LIMITS.errorReportDebounceMs);
    },
    flush,
  };
}

function errorData(error: ScriptError, url: string): JavascriptErrorData {
  return {
    message: error.message,
    ...(error.stack !== undefined ? { stack: error.stack.slice(0, ANALYTICS_LIMITS.stackTraceMaxLength) } : {}),
    ...(error.filename ? { filename: error.filename } : {}),
    ...(error.lineno !== undefined ? { lineno: error.lineno } : {}),
    ...(error.colno !== undefined ? { colno: error.colno } : {}),
    url,
  };
}

/**
 * Posts reports to `POST /api/events/RecordJavascriptErrors` with the crumb cookie in the CSRF
 * header; keepalive so reports sent as the page goes away still arrive. Without a crumb the server
 * would refuse them, so nothing is sent; failures are ignored (reporting must not raise errors).
 */
export function postErrorReports(transport: TrackingTransport, cookies: CookieJar): (reports: JavascriptErrorReport[]) => void {
  return (reports) => {
    const crumb = cookies.get(COOKIE_NAMES.crumb);
    if (!crumb) return;
    transport
      .post(TRACKING_ENDPOINTS.javascriptErrors, JSON.stringify(reports), {
        contentType: 'application/json',
        headers: { [CSRF_HEADER]: crumb },
        keepalive: true,
      })
      .catch(() => undefined);
  };
}
