export * from './catalog-error';
export * from './store/store.decider';
export * from './product/product.decider';
export * from './product/stock-reservation';
