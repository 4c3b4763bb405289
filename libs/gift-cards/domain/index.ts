export * from './gift-card.commands';
export * from './gift-card.events';
export * from './gift-card.state';
export * from './gift-card.decider';
export * from './gift-card-error';
export * from './order-gift-cards';
