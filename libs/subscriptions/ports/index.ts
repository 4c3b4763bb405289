// The subscriptions context's published port: what checkout may import from it (besides its events).
export * from './subscriptions.port';
