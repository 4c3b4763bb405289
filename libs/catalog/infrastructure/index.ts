export * from './migrations';
export * from './site-directory.read-model';
export * from './order-stock.reactor';
