export * from './site.decider';
export * from './site.events';
export * from './store-settings.decider';
export * from './store-settings.events';
export * from './commerce-preferences.decider';
export * from './commerce-preferences.events';
export * from './site-settings.rules';
export * from './storefront-integrations.decider';
