export * from './config';
export * from './runtime';
export * from './platform.module';
export * from './http-app';
export * from './configured-database';
export * from './service';
export * from './census-settings';
export * from './cart-settings';
