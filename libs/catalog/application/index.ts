export * from './commands';
export * from './product-page-site-context';
export * from './streams';
export * from './stock-reservations';
export * from './store-pages';
export * from './stock-reservation-ledger';
