export * from './migrations';
export * from './password-hash';
