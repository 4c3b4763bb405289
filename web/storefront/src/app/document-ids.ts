/** Element ids the server writes and the client entry reads. */
export const ROOT_ELEMENT_ID = 'storefront-root';
export const DEHYDRATED_STATE_ELEMENT_ID = 'storefront-query-state';
