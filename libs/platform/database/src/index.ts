export * from './embedded-postgres';
export * from './data-source';
export * from './schema';
export * from './errors';
