import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createLogger } from '@mercato/observability';
import { MailDispatcher, enqueueMail, mailMigrations, smtpTransport } from '@mercato/mail';
import { eventually, openTestDatabase, type TestDatabase } from '@mercato/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';

/**
 * A dispatcher process killed (SIGKILL) in the middle of a batch, while the SMTP server has not yet
 * accepted the mail in flight: the next dispatcher delivers the rest, and nobody gets a mail twice.
 */
let database: TestDatabase;
let smtp: TestSmtpServer;
let child: ChildProcess | undefined;

beforeAll(async () => {
  database = await openTestDatabase(mailMigrations);
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await smtp.stop();
  await database.close();
});

it('delivers every mail exactly once after the dispatcher is killed mid-batch', async () => {
  const recipients = Array.from({ length: 12 }, (_, n) => `r${n}@example.com`);
  await database.dataSource.transaction(async (manager) => {
    for (const to of recipients) {
      await enqueueMail(manager, { websiteId: 'site-1', source: 'crash', reference: to, message: { to, subject: `For ${to}`, text: 'hi', html: '<p>hi</p>', headers: {} } });
    }
  });
  child = fork(join(__dirname, 'support', 'mail-dispatcher-process.ts'), [], {
    env: { ...process.env, DATABASE_URL: database.url, SMTP_URL: smtp.url },
    execArgv: ['-r', '@swc-node/register', '-r', join(__dirname, '..', 'setup', 'register-paths.js')],
    stdio: 'inherit',
  });
  await eventually(async () => expect(smtp.received.length).toBeGreaterThanOrEqual(5), 30_000);
  smtp.hold(true);
  await eventually(async () => expect(smtp.held()).toBe(1), 10_000);
  // The crash comes after the accepted mails' receipts, as this test means it: a crash between the
  // server's acceptance and the receipt is the one window MailDispatcher leaves (that mail goes
  // again). Under load a receipt could wait for a new pooled connection long enough to fall in it.
  await eventually(async () => {
    const [{ receipts }] = await database.dataSource.query('SELECT count(*)::int AS receipts FROM mail_sent_receipts');
    expect(receipts).toBe(smtp.received.length);
  }, 10_000);
  const exited = new Promise((resolve) => child!.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
  child = undefined;
  const deliveredBeforeCrash = smtp.received.length;
  expect(deliveredBeforeCrash).toBeLessThan(recipients.length);
  smtp.hold(false);

  const transport = smtpTransport(smtp.url);
  const next = new MailDispatcher({ dataSource: database.dataSource, transport, from: 'shop@mercato.test', logger: createLogger('mail', undefined, 'silent') });
  await eventually(async () => {
    await next.deliverDue();
    expect(smtp.received).toHaveLength(recipients.length);
  }, 30_000);
  transport.close();
  expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(recipients.map((to) => `For ${to}`).sort());
  const [{ pending }] = await database.dataSource.query(`SELECT count(*) FILTER (WHERE status <> 'sent')::int AS pending FROM mail_outbox`);
  expect(pending).toBe(0);
}, 90_000);
