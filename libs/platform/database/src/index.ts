export * from './embedded-postgres';
export * from './data-source';
export * from './migrations';
export * from './errors';
export * from './rows-by-column';
