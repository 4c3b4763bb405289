export * from './schema';
export * from './errors';
export * from './event-store';
export * from './decider';
export * from './command-runner';
