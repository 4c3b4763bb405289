export * from './free-port';
export * from './postgres';
export * from './test-database';
export * from './eventually';
export * from './read-model';
