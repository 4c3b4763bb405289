// The cart context's published ports: what other contexts may import from it (besides its events).
export * from './cart-handover.port';
export * from './cart-cookie';
export * from './cart-checkout.port';
export * from './http-cart-checkout';
export * from './http-cart-handover';
