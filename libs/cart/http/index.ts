export * from './cart.module';
export * from './cart-checkout-internal.controller';
export * from './cart-handover-internal.controller';
