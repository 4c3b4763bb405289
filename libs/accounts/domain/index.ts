export * from './login-limits';
