// What the gateway needs from the storefront: build the browser bundle once, then render each page.
export { buildStorefrontClient } from '../../build';
export { renderStorefront, type StorefrontRenderRequest, type StorefrontRenderResult } from './render';
