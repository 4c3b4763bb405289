export * from './events-appended-channel';
export * from './migrations';
export * from './errors';
export * from './event-store';
export * from './decider';
export * from './command-runner';
export * from './stable-id';
