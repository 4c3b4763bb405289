export * from './payment-provider';
export * from './test-provider/test-cards';
export * from './test-provider/test-payment';
export * from './test-provider/test-payment-provider';
export * from './test-provider/migrations';
export * from './payments.module';
