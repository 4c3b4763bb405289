export * from './mail-outbox';
export * from './smtp-mailer';
export * from './mail-dispatcher';
export * from './migrations';
