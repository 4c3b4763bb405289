export * from './site.decider';
export * from './site.events';
