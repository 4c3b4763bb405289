export * from './migrations';
export * from './order-stock.reactor';
