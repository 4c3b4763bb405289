export * from './sites.module';
export * from './sites.controller';
export * from './sites.parts';
