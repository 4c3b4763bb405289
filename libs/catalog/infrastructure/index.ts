export * from './migrations';
export * from './site-directory.read-model';
