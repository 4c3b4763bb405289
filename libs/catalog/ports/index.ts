// The catalog context's published ports: what other contexts may import from it (besides its events).
export * from './stock-reservations.port';
export * from './store-pages.port';
export * from './http-stock-reservations';
export * from './http-store-pages';
export * from './product-types.port';
