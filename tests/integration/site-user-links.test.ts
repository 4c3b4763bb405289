import { CommandBus } from '@nestjs/cqrs';
import type { ParsedMail } from 'mailparser';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import { SITE_USER_ACCOUNT_MESSAGES, SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER, sessionExpiredMessage } from '@mercato/spec';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/**
 * Site users' mailed links (verify the email, reset the password) delivered by the platform mailer
 * to a real SMTP server, the locale call and logging out everywhere (issue 14 part 1).
 */
const HOST = 'links.localhost';
const ACCOUNT = '/api/site-users/account';
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

let smtp: TestSmtpServer;
let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let emailCounter = 0;
const freshEmail = () => `linked-${++emailCounter}-${Date.now()}@example.com`;
const visitor = () => shopper(gateway.url, HOST);

/** The mail sent to `to` whose subject is `subject`, once it arrived. */
const mailTo = (to: string, subject: string): Promise<ParsedMail> =>
  eventually(async () => {
    const mail = smtp.received.find((candidate) => rawHeader(candidate, 'To') === to && candidate.subject === subject);
    expect(mail).toBeDefined();
    return mail!;
  });

/** The token of the link in a mail, and the link's path. */
function linkIn(mail: ParsedMail): { path: string; token: string } {
  const link = new URL(/https?:\/\/\S+/.exec(mail.text ?? '')![0]);
  return { path: link.pathname, token: link.searchParams.get('token')! };
}

async function join(email = freshEmail()) {
  const answer = await visitor().call('POST', ACCOUNT, { body: { email, password: PASSWORD } });
  expect(answer.status).toBe(201);
  return email;
}

async function signIn(email: string, password = PASSWORD) {
  const browser = visitor();
  const login = await browser.call('POST', `${ACCOUNT}/session`, { body: { email, password } });
  expect(login.status).toBe(200);
  return { browser, xsrf: { [SITE_USER_XSRF_HEADER]: login.body.xsrfToken as string } };
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const env = { ...process.env, SMTP_URL: smtp.url, MAIL_FROM: 'Shop <accounts@shop.example>' };
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-su-links-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('su-links') }),
  );
  await gateway.app.get(CommandBus).execute(testSiteCommand('links-site', HOST));
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
  await smtp?.stop();
});

describe(`site-user links, locale and logout everywhere (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('mails a verification link at joining; it verifies the email once, and only its hash is stored', async () => {
    const email = await join();
    const mail = await mailTo(email, SITE_USER_ACCOUNT_MESSAGES.verificationSubject);
    expect(rawHeader(mail, 'From')).toBe('Shop <accounts@shop.example>');
    const { path, token } = linkIn(mail);
    expect(path).toBe('/account/verify-email');
    const stored = JSON.stringify(await gateway.runtime.dataSource.query('SELECT * FROM site_user_tokens'));
    expect(stored).not.toContain(token);

    const { browser } = await signIn(email);
    expect((await browser.call('GET', ACCOUNT)).body).toMatchObject({ email, emailVerified: false });
    expect((await visitor().call('POST', `${ACCOUNT}/email-verification`, { body: { token } })).status).toBe(204);
    expect((await browser.call('GET', ACCOUNT)).body).toMatchObject({ email, emailVerified: true });
    const again = await visitor().call('POST', `${ACCOUNT}/email-verification`, { body: { token } });
    expect(again).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.linkInvalid } });
    const events = await gateway.runtime.dataSource.query(`SELECT event_type FROM es_events WHERE topic = 'site-users.events.v1' AND event_type = 'SiteUserEmailVerified'`);
    expect(events).toHaveLength(1);
  });

  it('resets a password with the mailed link: answers an unknown email the same, revokes every session, and the link works once', async () => {
    const email = await join();
    const { browser } = await signIn(email);
    const unknown = await visitor().call('POST', `${ACCOUNT}/password-reset`, { body: { email: freshEmail() } });
    const known = await visitor().call('POST', `${ACCOUNT}/password-reset`, { body: { email: email.toUpperCase() } });
    expect(known).toMatchObject({ status: 202, body: { message: SITE_USER_ACCOUNT_MESSAGES.resetRequested } });
    expect(unknown.body).toEqual(known.body);
    const { path, token } = linkIn(await mailTo(email, SITE_USER_ACCOUNT_MESSAGES.resetSubject));
    expect(path).toBe('/account/reset-password');

    const tooShort = await visitor().call('POST', `${ACCOUNT}/password-reset/confirm`, { body: { token, password: 'short' } });
    expect(tooShort).toMatchObject({ status: 400, body: { message: SITE_USER_MESSAGES.passwordTooShort } });
    expect((await browser.call('GET', ACCOUNT)).status).toBe(200);

    expect((await visitor().call('POST', `${ACCOUNT}/password-reset/confirm`, { body: { token, password: NEW_PASSWORD } })).status).toBe(204);
    expect((await browser.call('GET', ACCOUNT)).status).toBe(401);
    expect((await visitor().call('POST', `${ACCOUNT}/session`, { body: { email, password: PASSWORD } })).status).toBe(401);
    await signIn(email, NEW_PASSWORD);
    const reused = await visitor().call('POST', `${ACCOUNT}/password-reset/confirm`, { body: { token, password: 'yet another password' } });
    expect(reused).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.linkInvalid } });
    await signIn(email, NEW_PASSWORD);
  });

  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const email = await join();
    await visitor().call('POST', `${ACCOUNT}/password-reset`, { body: { email } });
    const { token } = linkIn(await mailTo(email, SITE_USER_ACCOUNT_MESSAGES.resetSubject));
    await gateway.runtime.dataSource.query(`UPDATE site_user_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'passwordReset'`);
    for (const candidate of [token, 'not-a-token']) {
      const refused = await visitor().call('POST', `${ACCOUNT}/password-reset/confirm`, { body: { token: candidate, password: NEW_PASSWORD } });
      expect(refused).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.linkInvalid } });
    }
    await signIn(email);
  });

  it('keeps the language sent to the locale call, with the xsrf token of the session', async () => {
    const email = await join();
    expect((await visitor().call('POST', `${ACCOUNT}/locale`, { body: { language: 'fr-CA' } })).status).toBe(401);
    const { browser, xsrf } = await signIn(email);
    const withoutToken = await browser.call('POST', `${ACCOUNT}/locale`, { body: { language: 'fr-CA' } });
    expect(withoutToken).toMatchObject({ status: 403, body: { crumbFail: true, message: sessionExpiredMessage(true) } });
    const badLanguage = await browser.call('POST', `${ACCOUNT}/locale`, { body: { language: '<script>' }, headers: xsrf });
    expect(badLanguage).toMatchObject({ status: 400, body: { message: SITE_USER_ACCOUNT_MESSAGES.invalidLanguage } });
    expect((await browser.call('GET', ACCOUNT)).body).toMatchObject({ language: '' });
    expect((await browser.call('POST', `${ACCOUNT}/locale`, { body: { language: 'fr-CA' }, headers: xsrf })).status).toBe(204);
    expect((await browser.call('GET', ACCOUNT)).body).toMatchObject({ language: 'fr-CA' });
  });

  it('logs out everywhere: every session of the account stops working, another account stays signed in', async () => {
    const email = await join();
    const laptop = await signIn(email);
    const phone = await signIn(email);
    const someoneElse = await signIn(await join());
    expect((await laptop.browser.call('DELETE', `${ACCOUNT}/sessions`)).status).toBe(403);
    expect((await laptop.browser.call('DELETE', `${ACCOUNT}/sessions`, { headers: laptop.xsrf })).status).toBe(204);
    expect((await laptop.browser.call('GET', ACCOUNT)).status).toBe(401);
    expect((await phone.browser.call('GET', ACCOUNT)).status).toBe(401);
    expect((await someoneElse.browser.call('GET', ACCOUNT)).status).toBe(200);
  });

  it('documents the new calls with their answers in the OpenAPI document', async () => {
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    const statuses = (path: string, method: string) => Object.keys(document.paths[path][method].responses);
    expect(statuses(`${ACCOUNT}/email-verification`, 'post')).toEqual(expect.arrayContaining(['204', '400']));
    expect(statuses(`${ACCOUNT}/password-reset`, 'post')).toEqual(expect.arrayContaining(['202', '429']));
    expect(statuses(`${ACCOUNT}/password-reset/confirm`, 'post')).toEqual(expect.arrayContaining(['204', '400']));
    expect(statuses(`${ACCOUNT}/locale`, 'post')).toEqual(expect.arrayContaining(['204', '400', '401', '403']));
    expect(statuses(`${ACCOUNT}/sessions`, 'delete')).toEqual(expect.arrayContaining(['204', '401', '403']));
  });
});
