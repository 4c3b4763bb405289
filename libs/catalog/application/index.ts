export * from './catalog-schema';
export * from './commands';
export * from './site-directory.port';
export * from './streams';
