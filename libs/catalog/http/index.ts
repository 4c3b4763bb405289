export * from './catalog.module';
export * from './catalog.parts';
export * from './site-directory.module';
export * from './stock-reservations-internal';
export * from './store-pages-internal';
