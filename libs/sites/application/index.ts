export * from './sites';
export * from './store-settings';
