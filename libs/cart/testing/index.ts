export * from './cart-fixtures';
