export * from './restock.module';
export * from './restock.parts';
