export * from './sites';
export * from './store-settings';
export * from './commerce-preferences';
