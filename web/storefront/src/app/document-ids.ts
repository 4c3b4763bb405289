/** Element ids the server writes and the client entry reads. */
export const ROOT_ELEMENT_ID = 'storefront-root';
export const DEHYDRATED_STATE_ELEMENT_ID = 'storefront-query-state';
/** JSON of the analytics page context (what only the server knows about the visit). */
export const ANALYTICS_CONTEXT_ELEMENT_ID = 'storefront-analytics-context';
/** JSON of the cart's start-up (whether to read the cart at page start): only the server sees the cart cookie. */
export const CART_CONTEXT_ELEMENT_ID = 'storefront-cart-context';
