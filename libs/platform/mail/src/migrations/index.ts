import type { SchemaPart } from '@mercato/database';
import { MailCreateOutbox1795600100000, mailOutboxStatements } from './1795600100000-mail-create-outbox';

/** The mailer's migrations, oldest first. */
export const mailMigrations = [MailCreateOutbox1795600100000] as const;

/** The same tables for the runtime's boot-time schema, until the runtime runs migrations. */
export const mailSchema: SchemaPart = { name: 'mail', statements: mailOutboxStatements };
