export * from './migrations';
export * from './order-views';
export * from './purchase-census.reactor';
