import { cookieValue, type ConnectionInfo } from '@mercato/spec';
import { type BrowserSnapshot } from './page';
import { type NavigationTiming } from './page-speed';
import { type CookieJar, type KeyValueStore, type Timers, type TrackingTransport } from './ports';

// The ports of ./ports.ts over the real browser. Exercised by the Chromium e2e
// (tests/e2e/analytics.e2e-test.ts), which watches what they send.

export function browserTransport(): TrackingTransport {
  return {
    beacon(url, body) {
      if (typeof navigator.sendBeacon !== 'function') return false;
      try {
        // A string body goes as text/plain;charset=UTF-8: no CORS preflight even to another events host.
        return navigator.sendBeacon(url, body);
      } catch {
        return false;
      }
    },
    async post(url, body, { contentType, headers, timeoutMs, keepalive }) {
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: { 'Content-Type': contentType, ...headers },
        credentials: 'same-origin',
        keepalive: keepalive ?? false,
        ...(timeoutMs !== undefined ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
      });
      return response.status;
    },
  };
}

export function documentCookies(): CookieJar {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  return {
    get(name) {
      return cookieValue(document.cookie, name);
    },
    set(name, value, { maxAgeSeconds } = {}) {
      const maxAge = maxAgeSeconds !== undefined ? `; max-age=${maxAgeSeconds}` : '';
      document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${maxAge}${secure}`;
    },
    remove(name) {
      document.cookie = `${name}=; path=/; max-age=0`;
    },
  };
}

/** Even reading window.localStorage can throw (a SecurityError when storage is blocked): look it up on each call. */
export function browserStorage(which: 'localStorage' | 'sessionStorage'): KeyValueStore {
  return {
    getItem: (key) => window[which].getItem(key),
    setItem: (key, value) => window[which].setItem(key, value),
    removeItem: (key) => window[which].removeItem(key),
  };
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

let defaultLocale: string | undefined;

/** The browser's default locale, resolved once: it does not change while a page is open. */
function browserLocale(): string {
  defaultLocale ??= Intl.DateTimeFormat().resolvedOptions().locale;
  return defaultLocale;
}

/**
 * Resolves the browser's locale in a task of its own, ahead of the first page view: Chromium's first
 * Intl call loads its locale data (20 to 80 ms measured), which made the task of the page's effects a
 * long one (Lighthouse's total blocking time; tests/load/RESULTS.md).
 */
export function resolveBrowserLocaleSoon(): void {
  setTimeout(browserLocale, 0);
}

export function snapshotBrowser(): BrowserSnapshot {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    locale: browserLocale(),
    documentLanguage: document.documentElement.lang,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    screenWidth: screen.width,
    screenHeight: screen.height,
    href: location.href,
    host: location.host,
    hostname: location.hostname,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    title: document.title,
    now: Date.now(),
  };
}

/** The Network Information API (Chromium only). */
interface NetworkInformation {
  effectiveType?: string;
  downlink?: number;
  rtt?: number;
  saveData?: boolean;
}

export function connectionInfo(): ConnectionInfo {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return {};
  const { effectiveType, downlink, rtt, saveData } = connection;
  return { effectiveType, downlink, rtt, saveData };
}

export function navigationTiming(): NavigationTiming | undefined {
  return performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
}

/** Bytes transferred for a resource, when the browser exposes its timing entry. */
export function transferSizeOf(url: string): number | undefined {
  const entry = performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
  return entry?.transferSize;
}
