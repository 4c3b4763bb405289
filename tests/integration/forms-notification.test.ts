import { CommandBus } from '@nestjs/cqrs';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BlockType } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner, submitForm } from './support/forms';

/**
 * The owner's notification email: queued with the submission in the mail outbox and delivered
 * through SMTP, here to a real SMTP server (smtp-server) started by the test.
 */
const HOST = 'forms-mail.localhost';
const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const env = { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Shop <forms@shop.example>' };
  // The forms module reads its mail settings from the process environment.
  process.env.SMTP_URL = env.SMTP_URL;
  process.env.MAIL_FROM = env.MAIL_FROM;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-mail-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('forms-mail') }),
  });
  await gateway.app.get(CommandBus).execute(testSiteCommand('mail-site', HOST));
  await createFormsOwner(gateway.app.get(ContributorService), 'mail-site');
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
});

describe(`form notification email (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('mails the owner each accepted submission, markup stripped, and nothing for a refused one', async () => {
    const { call, login } = apiClient(gateway.url, HOST);
    const owner = await login(FORMS_OWNER);
    const fields = [
      { id: 'email', type: 'email', title: 'Email', required: true },
      { id: 'message', type: 'textarea', title: 'Message' },
    ];
    const created = await call('POST', '/api/rest/forms', { cookie: owner, body: { blockType: BlockType.FORM, name: 'Contact', fields, notificationEmail: 'owner@shop.example' } });
    expect(created.status).toBe(201);
    const formId = created.body.formId as string;

    expect((await submitForm(call, formId, { email: 'nope', message: 'x' })).status).toBe(400);
    expect((await submitForm(call, formId, { email: 'ann@example.com', message: 'Hello <script>alert(1)</script>there' })).status).toBe(200);

    const mail = await eventually(async () => {
      expect(received).toHaveLength(1);
      return received[0]!;
    });
    expect(mail.to).toEqual(['owner@shop.example']);
    const text = mail.raw.replace(/=\r\n/g, '');
    expect(text).toMatch(/^Subject: New submission: Contact$/m);
    expect(text).toMatch(/^From: Shop <forms@shop\.example>$/m);
    expect(text).toContain('Email: ann@example.com');
    expect(text).toContain('Message: Hello there');
    expect(text).not.toMatch(/<script/i);
    // Marked sent once the delivery's transaction commits, just after the server took the mail.
    await eventually(async () => expect(await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL')).toEqual([{ n: 1 }]));
    expect(await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox')).toEqual([{ n: 1 }]);
  });
});
