/** Spec §7 tracking calls: the paths the storefront's trackers post to and the census service answers. */
export const TRACKING_ENDPOINTS = {
  recordHit: '/api/census/RecordHit',
  legacyEvent: '/api/events/RecordEvent',
  clankerEvents: '/api/v1/clanker/events',
  clankerValidateEventContent: '/api/v1/clanker/validate-event-content',
  javascriptErrors: '/api/events/RecordJavascriptErrors',
  performanceRecords: '/api/1/performance/records',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
} as const;

/** Spec §7 census quick-view call for one product. */
export function recordQuickViewPath(itemId: string): string {
  return `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`;
}

/**
 * Spec §7 "a CSRF header from the crumb cookie": the header that carries the crumb cookie's value back
 * on state-changing calls. Lower case, as Node presents incoming header names.
 */
export const CSRF_HEADER = 'x-csrf-token';
