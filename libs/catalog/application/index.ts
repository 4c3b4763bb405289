export * from './commands';
export * from './product-page-site-context';
export * from './streams';
