export * from './site-users.module';
export * from './site-user-cookies';
