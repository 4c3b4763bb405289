export * from './mail-message';
export * from './outbox';
export * from './mail-dispatcher';
export * from './smtp-transport';
export * from './migrations';
export * from './mail.module';
export * from './json-t';
export * from './mail-outbox.controller';
