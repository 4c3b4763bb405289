export * from './cart-tables';
export * from './migrations';
export * from './catalog-offers.projection';
export * from './postgres-catalog-offers';
export * from './cached-catalog-offers';
export * from './postgres-cart-views';
export * from './postgres-site-user-carts';
