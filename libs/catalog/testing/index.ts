export * from './product-commands';
