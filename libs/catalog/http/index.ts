export * from './catalog.module';
export * from './catalog.parts';
export * from './stock-reservations-internal';
export * from './store-pages-internal';
