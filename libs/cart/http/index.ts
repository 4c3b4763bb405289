export * from './cart.module';
