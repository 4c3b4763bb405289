export * from './sites.module';
export * from './sites.controller';
