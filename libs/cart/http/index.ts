export * from './cart.module';
export * from './cart-checkout-internal.controller';
