/** Spec §9 "Content limits". */
export const CONTENT_LIMITS = {
  maxBlocksPerLayout: 60,
  maxAlbumTracks: 60,
  maxUserOrderableCollectionItems: 250,
  maxProductsPerCollection: 200,
  maxNestedCategories: 10000,
  maxTagLength: 50,
  maxCategoryLength: 25,
  maxPhotoSourceGalleries: 20,
  photoSourceGallerySize: 50,
  bytesPerMb: 1_000_000,
} as const;

/** Spec §9 reserved navigation and page names. */
export const RESERVED_NAMES = { hiddenNavigation: '_hidden', memberAreaNavigation: '_memberareas', readmePage: 'readme' } as const;

/** Spec §9 "Analytics and cookies": lifetimes. */
export const COOKIE_LIFETIMES = {
  visitorCookieYears: 2,
  sessionCookieMinutes: 30,
  analyticsCookieDays: 390,
  analyticsCookiePath: '/',
} as const;

/** Spec §9 cookie names the product reads or writes. */
export const COOKIE_NAMES = { crumb: 'crumb', conversion: 'ss_cvr', siteUserInfo: 'SiteUserInfo' } as const;

/**
 * The project's cart cookie (the spec names none): HttpOnly, so page scripts cannot read it; the
 * server-rendered page tells them whether a cart exists (spec §4 "Cart load").
 */
export const CART_COOKIE = 'mercato_cart';

/** Project limits of one cart: different entries, and the characters of one entry's additional fields (JSON). */
export const CART_LIMITS = { entries: 250, additionalFieldsChars: 8192 } as const;

/**
 * Spec §9 storage keys of the analytics session. The spec spells out only SS_MID (the marketing id);
 * the others follow its prefix. The analytics id and session id live in cookies, the first-session
 * flag in local storage and the has-landed flag in session storage.
 */
export const ANALYTICS_STORAGE_KEYS = {
  analyticsId: 'SS_ANALYTICS_ID',
  analyticsExpiration: 'SS_ANALYTICS_EXPIRATION',
  marketingId: 'SS_MID',
  sessionId: 'SS_SESSION_ID',
  firstSession: 'SS_FIRST_SESSION',
  hasLanded: 'SS_HAS_LANDED',
} as const;

/** Spec §9 conversion cookies: the visitor cookie (2 years) and the session cookie (30 minutes). */
export const CONVERSION_COOKIES = { visitor: COOKIE_NAMES.conversion, session: 'ss_cvt' } as const;

/** Spec §9: cleared under a restrictive cookie policy. */
export const RESTRICTED_CONVERSION_COOKIES = ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt'] as const;

/** Spec §9 analytics limits. */
export const ANALYTICS_LIMITS = {
  maxErrorReportsPerPage: 20,
  maxQueuedErrorReports: 10,
  errorReportDebounceMs: 1000,
  stackTraceMaxLength: 5000,
  censusHitTimeoutMs: 2500,
} as const;

/** Spec §9 "Performance" timings. */
export const PERFORMANCE_TIMINGS = {
  beaconFlushAfterLoadMs: 30000,
  reportWaitMs: 60000,
  layoutShiftSessionGapMs: 1000,
  layoutShiftSessionMaxMs: 5000,
} as const;

/** Spec §9 good/poor thresholds (milliseconds, layout shift unitless). */
export const WEB_VITAL_THRESHOLDS = {
  firstContentfulPaint: { good: 1800, poor: 3000 },
  largestContentfulPaint: { good: 2500, poor: 4000 },
  firstInputDelay: { good: 100, poor: 300 },
  layoutShift: { good: 0.1, poor: 0.25 },
} as const;
export type WebVitalName = keyof typeof WEB_VITAL_THRESHOLDS;

/** Spec §9 "Query parsing limits" (the key limit default is the same 1000). */
export const QUERY_PARSING_LIMITS = { parameterLimit: 1000, depth: 5, arrayLimit: 20 } as const;
