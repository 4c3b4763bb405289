import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { BlockType } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient } from './support/api-client';
import { testSiteCommand } from './support/fixtures';
import { FORMS_OWNER, createFormsOwner, submitForm } from './support/forms';

/**
 * The owner's notification email: queued with the submission in the mail outbox and delivered by
 * the platform mailer (SMTP_URL), here to a real SMTP server (smtp-server) started by the test.
 */
const HOST = 'forms-mail.localhost';
let smtp: TestSmtpServer;
let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const env = { ...process.env, SMTP_URL: smtp.url, MAIL_FROM: 'Shop <forms@shop.example>' };
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-mail-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('forms-mail') }),
  });
  await gateway.app.get(CommandBus).execute(testSiteCommand('mail-site', HOST));
  await createFormsOwner(gateway.app.get(ContributorService), 'mail-site');
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
  await smtp?.stop();
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
      expect(smtp.received).toHaveLength(1);
      return smtp.received[0]!;
    });
    expect(rawHeader(mail, 'To')).toBe('owner@shop.example');
    expect(rawHeader(mail, 'From')).toBe('Shop <forms@shop.example>');
    expect(mail.subject).toBe('New submission: Contact');
    expect(mail.text).toContain('Email: ann@example.com');
    expect(mail.text).toContain('Message: Hello there');
    expect(mail.text).not.toMatch(/<script/i);
    // Marked sent once the delivery's transaction commits, just after the server took the mail.
    await eventually(async () => expect(await gateway.runtime.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL')).toEqual([{ n: 1 }]));
    expect(await gateway.runtime.dataSource.query(`SELECT source, status FROM mail_outbox`)).toEqual([{ source: 'forms', status: 'sent' }]);
  });
});
