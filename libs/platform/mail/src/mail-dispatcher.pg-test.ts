import { createLogger } from '@mercato/observability';
import { eventually, openTestDatabase, type TestDatabase } from '@mercato/testing';
import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import { MailDispatcher, type DeliveryOutcome } from './mail-dispatcher';
import { mailMigrations } from './migrations';
import { cancelMail, enqueueMail, listOutbox } from './outbox';
import { smtpTransport } from './smtp-transport';
import type { MailMessage, OutboxMail } from './mail-message';

const logger = createLogger('mail-test', undefined, 'silent');
const message = (to: string): MailMessage => ({
  to,
  subject: `Hello ${to}`,
  text: 'Plain body https://shop.test/p',
  html: '<p>HTML body <a href="https://shop.test/p">product</a></p>',
  headers: { 'List-Unsubscribe': '<https://shop.test/u?t=1>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

let database: TestDatabase;
let smtp: TestSmtpServer;
const outcomes: Array<{ reference: string; outcome: DeliveryOutcome }> = [];
const dispatcherOn = (url: string, maxAttempts = 10) =>
  new MailDispatcher({
    dataSource: database.dataSource,
    transport: smtpTransport(url),
    from: 'shop@mercato.test',
    logger,
    backoff: { baseMs: 50, maxMs: 200 },
    maxAttempts,
    idleMs: 20,
    onOutcome: async (mail: OutboxMail, outcome) => void outcomes.push({ reference: mail.reference, outcome }),
  });
const queue = (reference: string, to: string) => database.dataSource.transaction((manager) => enqueueMail(manager, { websiteId: 'site-1', source: 'test', reference, message: message(to) }));

beforeAll(async () => {
  database = await openTestDatabase(mailMigrations);
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp.stop();
  await database.close();
});
beforeEach(async () => {
  await database.dataSource.query('DELETE FROM mail_outbox');
  smtp.received.length = 0;
  outcomes.length = 0;
});

describe('mail outbox and dispatcher (real SMTP server)', () => {
  it('delivers what was queued with its headers, text and HTML, and queues a reference only once', async () => {
    expect(await queue('r1', 'ann@example.com')).toBe(true);
    expect(await queue('r1', 'ann@example.com')).toBe(false);
    const dispatcher = dispatcherOn(smtp.url);
    expect(await dispatcher.deliverDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.subject).toBe('Hello ann@example.com');
    expect(mail!.from?.text).toBe('shop@mercato.test');
    expect(mail!.text?.trim()).toBe('Plain body https://shop.test/p');
    expect(mail!.html).toContain('<a href="https://shop.test/p">product</a>');
    expect(rawHeader(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(rawHeader(mail!, 'List-Unsubscribe')).toBe('<https://shop.test/u?t=1>');
    const [row] = await listOutbox(database.dataSource, { websiteId: 'site-1', source: 'test', limit: 10 });
    expect(row).toMatchObject({ reference: 'r1', status: 'sent', attempts: 1 });
    expect(mail!.messageId).toBe(`<${row!.message.messageId}>`);
    expect(outcomes).toEqual([{ reference: 'r1', outcome: { delivered: true } }]);
  });

  it('keeps mails while the SMTP server is down and delivers each once when it returns', async () => {
    for (const n of [1, 2, 3]) await queue(`down-${n}`, `v${n}@example.com`);
    await smtp.stop();
    const dispatcher = dispatcherOn(smtp.url);
    dispatcher.start();
    await eventually(async () => {
      const rows = await listOutbox(database.dataSource, { websiteId: 'site-1', source: 'test', limit: 10 });
      expect(rows.every((row) => row.status === 'pending' && row.attempts >= 2)).toBe(true);
    });
    expect(smtp.received).toHaveLength(0);
    await smtp.start();
    await eventually(async () => expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['Hello v1@example.com', 'Hello v2@example.com', 'Hello v3@example.com']));
    await dispatcher.stop();
    expect(smtp.received).toHaveLength(3);
    expect(outcomes.map((entry) => entry.reference).sort()).toEqual(['down-1', 'down-2', 'down-3']);
  });

  it('gives a mail up as failed after its last attempt and says why', async () => {
    await queue('dead', 'nobody@example.com');
    await smtp.stop();
    const dispatcher = dispatcherOn(smtp.url, 2);
    dispatcher.start();
    await eventually(async () => expect(outcomes).toEqual([{ reference: 'dead', outcome: { delivered: false, reason: expect.stringContaining('ECONNREFUSED') } }]));
    await dispatcher.stop();
    await smtp.start();
    const [row] = await listOutbox(database.dataSource, { websiteId: 'site-1', source: 'test', limit: 10 });
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('marks a mail the server accepted before its dispatcher died as sent, without sending it again', async () => {
    await queue('accepted', 'once@example.com');
    const [{ id }] = await database.dataSource.query(`SELECT id FROM mail_outbox WHERE reference = 'accepted'`);
    // What a dispatcher leaves when it dies after the server's acceptance and before its commit.
    await database.dataSource.query('INSERT INTO mail_sent_receipts (id) VALUES ($1)', [id]);
    await queue('next', 'next@example.com');
    expect(await dispatcherOn(smtp.url).deliverDue()).toBe(2);
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Hello next@example.com']);
    const rows = await listOutbox(database.dataSource, { websiteId: 'site-1', source: 'test', limit: 10 });
    expect(rows.map((row) => [row.reference, row.status]).sort()).toEqual([['accepted', 'sent'], ['next', 'sent']]);
    expect(outcomes.map((entry) => entry.reference).sort()).toEqual(['accepted', 'next']);
    expect(await database.dataSource.query('SELECT id FROM mail_sent_receipts')).toEqual([]);
  });

  it('never sends a cancelled mail', async () => {
    await queue('gone', 'gone@example.com');
    await database.dataSource.transaction((manager) => cancelMail(manager, 'test', 'gone'));
    expect(await dispatcherOn(smtp.url).deliverDue()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it('sends each mail once when two dispatchers work the same outbox', async () => {
    for (let n = 0; n < 20; n++) await queue(`pair-${n}`, `p${n}@example.com`);
    const first = dispatcherOn(smtp.url);
    const second = dispatcherOn(smtp.url);
    await Promise.all([first.deliverDue(), second.deliverDue(), first.deliverDue()]);
    expect(smtp.received).toHaveLength(20);
    expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(20);
  });
});
