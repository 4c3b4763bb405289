export * from './orders.module';
export * from './owner-orders.controller';
