export * from './commands';
export * from './site-directory.port';
export * from './streams';
