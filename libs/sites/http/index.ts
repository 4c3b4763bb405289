export * from './sites.module';
export * from './sites.controller';
export * from './store-settings.controller';
export * from './sites.parts';
export * from './owner-sites.controller';
export * from './commerce-preferences.controller';
export * from './site-settings.roles';
export * from './site-settings.controller';
