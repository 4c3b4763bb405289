export * from './migrations';
export * from './order-views';
