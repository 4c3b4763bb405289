export * from './subscriptions.module';
export * from './subscriptions.parts';
