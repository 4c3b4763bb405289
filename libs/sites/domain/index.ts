export * from './site.decider';
