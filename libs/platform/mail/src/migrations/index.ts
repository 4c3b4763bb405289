import { MailCreateOutbox1795600000000 } from './1795600000000-mail-create-outbox';

/** The mail outbox's migrations in order; mount them with any library that queues mail. */
export const mailMigrations = [MailCreateOutbox1795600000000];
