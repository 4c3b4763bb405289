export * from './cart-error';
export * from './cart.commands';
export * from './cart.events';
export * from './cart.state';
export * from './cart.decider';
export * from './entry-input';
export * from './totals';
export * from './cart.view';
