export * from './site-users.module';
export * from './site-user-cookies';
export * from './page-gate-internal.controller';
