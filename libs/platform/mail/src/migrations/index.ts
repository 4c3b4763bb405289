import type { MigrationClass } from '@mercato/database';
import { MailCreateOutbox1795600100000 } from './1795600100000-mail-create-outbox';
import { MailSentReceipts1795730000000 } from './1795730000000-mail-sent-receipts';

/** The mail outbox, oldest migration first: every process that queues or delivers mail mounts it. */
export const mailMigrations: readonly MigrationClass[] = [MailCreateOutbox1795600100000, MailSentReceipts1795730000000];
