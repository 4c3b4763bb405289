export * from './catalog.projection';
export * from './catalog.queries';
export * from './storefront-pages';
