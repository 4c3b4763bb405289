export * from './site.decider';
export * from './site.events';
export * from './store-settings.decider';
export * from './store-settings.events';
