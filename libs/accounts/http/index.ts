export * from './contributor-auth.module';
export * from './contributor-session.controller';
export * from './accounts.parts';
