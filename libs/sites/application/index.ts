export * from './sites';
export * from './store-settings';
export * from './commerce-preferences';
export * from './site-settings';
export * from './storefront-integrations';
export * from './site-experiments';
export * from './storefront-site';
