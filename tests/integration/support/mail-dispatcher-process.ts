// A mail dispatcher alone in its own process, so a test can kill it (SIGKILL) mid-batch.
// Env: DATABASE_URL, SMTP_URL.
import { openDataSource } from '@mercato/database';
import { MailDispatcher, smtpTransport } from '@mercato/mail';
import { createLogger } from '@mercato/observability';

async function main(): Promise<void> {
  const dataSource = await openDataSource({ url: process.env.DATABASE_URL!, applicationName: 'mail-dispatcher-process' });
  const dispatcher = new MailDispatcher({ dataSource, transport: smtpTransport(process.env.SMTP_URL!, 1), from: 'shop@mercato.test', logger: createLogger('mail', undefined, 'silent'), concurrency: 1, idleMs: 20 });
  dispatcher.start();
  process.send?.('started');
}

void main();
