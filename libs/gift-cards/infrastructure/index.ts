export * from './migrations';
export * from './order-gift-cards.reactor';
