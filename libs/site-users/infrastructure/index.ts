export * from './argon2-password-hasher';
export * from './migrations';
export * from './paid-join.reactor';
