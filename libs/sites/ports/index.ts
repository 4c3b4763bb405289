// The sites context's published ports: what other contexts may import from it (besides its events).
export * from './site-directory.port';
export * from './store-settings-of';
export * from './storefront-integrations.port';
