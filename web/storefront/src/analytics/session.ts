import {
  ANALYTICS_STORAGE_KEYS, conversionCookiesAfterPageView, CONVERSION_COOKIES, COOKIE_LIFETIMES, RESTRICTED_CONVERSION_COOKIES,
  TRACKING_MESSAGES,
} from '@mercato/spec';
import { type CookieJar, type KeyValueStore, type Warn } from './ports';

const DAY_SECONDS = 24 * 60 * 60;

/** Who the visitor is to analytics (spec §4 "Analytics session", §9 "Analytics and cookies"). */
export interface AnalyticsIdentity {
  readonly analyticsId: string;
  readonly sessionId: string;
  readonly marketingId?: string;
  /** True during the visitor's first session in this browser. */
  readonly firstSession: boolean;
  /** True once an earlier page load of this tab session has landed. */
  readonly hasLanded: boolean;
  readonly localStorageSupported: boolean;
}

export interface SessionStores {
  readonly cookies: CookieJar;
  readonly localStorage: KeyValueStore;
  readonly sessionStorage: KeyValueStore;
  readonly newId: () => string;
  readonly warn: Warn;
}

/**
 * Reads the analytics session of this page load, creating what is missing: the session id cookie
 * (a browser-session cookie), the analytics id cookie (390 days, path /), the first-session flag in
 * local storage and the has-landed flag in session storage.
 */
export function startAnalyticsSession(stores: SessionStores): AnalyticsIdentity {
  const { cookies, localStorage } = stores;
  const sessionId = cookieOrCreate(cookies, ANALYTICS_STORAGE_KEYS.sessionId, stores.newId);
  const analyticsId = analyticsIdOf(stores);
  const marketingId = cookies.get(ANALYTICS_STORAGE_KEYS.marketingId) ?? readQuietly(localStorage, ANALYTICS_STORAGE_KEYS.marketingId);
  return {
    analyticsId,
    sessionId,
    ...(marketingId ? { marketingId } : {}),
    ...sessionFlags(stores, sessionId),
    localStorageSupported: isWritable(localStorage),
  };
}

function cookieOrCreate(cookies: CookieJar, name: string, newId: () => string): string {
  const existing = cookies.get(name);
  if (existing) return existing;
  const id = newId();
  cookies.set(name, id);
  return id;
}

/** Spec §8: a browser that refuses the analytics cookie gets a warning; the id still serves this page. */
function analyticsIdOf({ cookies, newId, warn }: SessionStores): string {
  const existing = cookies.get(ANALYTICS_STORAGE_KEYS.analyticsId);
  if (existing) return existing;
  const id = newId();
  cookies.set(ANALYTICS_STORAGE_KEYS.analyticsId, id, { maxAgeSeconds: COOKIE_LIFETIMES.analyticsCookieDays * DAY_SECONDS });
  if (cookies.get(ANALYTICS_STORAGE_KEYS.analyticsId) !== id) warn(TRACKING_MESSAGES.analyticsIdNotStored);
  return id;
}

/**
 * The first-session flag holds the id of the visitor's first session; the has-landed flag is set by
 * the first page load of a tab session. Spec §8: storage that throws gives a warning and false flags.
 */
function sessionFlags({ localStorage, sessionStorage, warn }: SessionStores, sessionId: string): { firstSession: boolean; hasLanded: boolean } {
  try {
    let firstSessionId = localStorage.getItem(ANALYTICS_STORAGE_KEYS.firstSession);
    if (firstSessionId === null) {
      firstSessionId = sessionId;
      localStorage.setItem(ANALYTICS_STORAGE_KEYS.firstSession, sessionId);
    }
    const hasLanded = sessionStorage.getItem(ANALYTICS_STORAGE_KEYS.hasLanded) === 'true';
    sessionStorage.setItem(ANALYTICS_STORAGE_KEYS.hasLanded, 'true');
    return { firstSession: firstSessionId === sessionId, hasLanded };
  } catch {
    warn(TRACKING_MESSAGES.storageUnavailable);
    return { firstSession: false, hasLanded: false };
  }
}

function readQuietly(store: KeyValueStore, key: string): string | undefined {
  try {
    return store.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

const PROBE_KEY = 'SS_STORAGE_PROBE';

/** Spec §7 page-view field localStorageSupported: whether local storage takes a write. */
function isWritable(store: KeyValueStore): boolean {
  try {
    store.setItem(PROBE_KEY, '1');
    store.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Spec §9 conversion cookies on a page view: the visitor cookie (2 years) and the session cookie
 * (30 minutes, renewed by every page view). Returns the visitor cookie's value.
 */
export function trackConversionVisit(cookies: CookieJar, now: number, newId: () => string): string {
  const next = conversionCookiesAfterPageView(
    { visitor: cookies.get(CONVERSION_COOKIES.visitor), session: cookies.get(CONVERSION_COOKIES.session) },
    now,
    newId,
  );
  cookies.set(CONVERSION_COOKIES.visitor, next.visitor, { maxAgeSeconds: COOKIE_LIFETIMES.visitorCookieYears * 365 * DAY_SECONDS });
  cookies.set(CONVERSION_COOKIES.session, next.session, { maxAgeSeconds: COOKIE_LIFETIMES.sessionCookieMinutes * 60 });
  return next.visitor;
}

/** Spec §9: under a restrictive cookie policy the conversion cookies go. */
export function clearConversionCookies(cookies: CookieJar): void {
  for (const name of RESTRICTED_CONVERSION_COOKIES) cookies.remove(name);
}
