export * from './cart-overview.projection';
export * from './cart-overview.queries';
