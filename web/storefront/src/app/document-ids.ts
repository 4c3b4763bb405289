/** Element ids the server writes and the client entry reads. */
export const ROOT_ELEMENT_ID = 'storefront-root';
export const DEHYDRATED_STATE_ELEMENT_ID = 'storefront-query-state';
/** JSON of the analytics page context (what only the server knows about the visit). */
export const ANALYTICS_CONTEXT_ELEMENT_ID = 'storefront-analytics-context';
