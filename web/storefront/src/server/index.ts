// What the gateway needs from the storefront: build the browser bundle once, then render each page
// from the reads it provides.
export { buildStorefrontClient } from '../../build';
export { renderStorefront, type StorefrontRenderRequest, type StorefrontRenderResult } from './render';
export { httpStorefrontReads, type StorefrontReads } from './storefront-reads';
