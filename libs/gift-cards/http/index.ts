export * from './gift-cards.module';
export * from './gift-cards.parts';
