export * from './sites.module';
export * from './sites.controller';
export * from './store-settings.controller';
export * from './sites.parts';
export * from './owner-sites.controller';
