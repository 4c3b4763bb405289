import { CommandBus } from '@nestjs/cqrs';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { CART_MESSAGES, COOKIE_NAMES, SITE_USER_MESSAGES, SITE_USER_XSRF_HEADER, sessionExpiredMessage } from '@mercato/spec';
import { SITE_USER_SESSION_COOKIE } from '@mercato/site-users/http';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/**
 * Site-user accounts (issue 14 part 1) through the embedded gateway, on whichever transport
 * EVENT_TRANSPORT names: join, sign in, who is signed in, sign out with its xsrf token, limits.
 */
const WEBSITE = 'members-site';
const HOST = 'members.localhost';
const OTHER_WEBSITE = 'other-members-site';
const OTHER_HOST = 'other-members.localhost';
const ACCOUNT = '/api/site-users/account';
const SESSION = '/api/site-users/account/session';
const PASSWORD = 'correct horse battery';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
const visitor = (host = HOST, address?: string) => shopper(gateway.url, host, address ? { address } : {});
let emailCounter = 0;
const freshEmail = () => `visitor-${++emailCounter}-${Date.now()}@example.com`;

async function joined(email = freshEmail(), host = HOST): Promise<{ email: string; siteUserId: string }> {
  const answer = await visitor(host).call('POST', ACCOUNT, { body: { email, password: PASSWORD } });
  expect(answer.status).toBe(201);
  return { email, siteUserId: answer.body.siteUserId };
}

async function signedIn(email: string, rememberMe = false) {
  const browser = visitor();
  const login = await browser.call('POST', SESSION, { body: { email, password: PASSWORD, rememberMe } });
  expect(login.status).toBe(200);
  return { browser, xsrfToken: login.body.xsrfToken as string };
}

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-site-users-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('site-users') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  await commands.execute(testSiteCommand(OTHER_WEBSITE, OTHER_HOST));
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`site-user accounts (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('joins with an email and a password: SiteUserJoined on site-users.events.v1 carries the normalised email and no password', async () => {
    const email = freshEmail();
    const answer = await visitor().call('POST', ACCOUNT, { body: { email: `  ${email.toUpperCase()} `, password: PASSWORD } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ siteUserId: expect.any(String), email });
    const events = await gateway.runtime.dataSource.query(`SELECT event_type, data FROM es_events WHERE topic = 'site-users.events.v1' AND data->>'siteUserId' = $1`, [answer.body.siteUserId]);
    expect(events).toEqual([{ event_type: 'SiteUserJoined', data: expect.objectContaining({ websiteId: WEBSITE, siteUserId: answer.body.siteUserId, email }) }]);
    expect(JSON.stringify(events)).not.toContain(PASSWORD);
  });

  it('refuses a second account with the same email on a website, also when both joins race, but not on another website', async () => {
    const email = freshEmail();
    const racing = await Promise.all([0, 1, 2].map(() => visitor().call('POST', ACCOUNT, { body: { email, password: PASSWORD } })));
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(racing.find((answer) => answer.status === 409)!.body).toMatchObject({ status: 409, message: SITE_USER_MESSAGES.emailTaken });
    await joined(email, OTHER_HOST);
  });

  it('refuses a bad email or a short password with 400 and the field message, and creates nothing', async () => {
    const badEmail = await visitor().call('POST', ACCOUNT, { body: { email: 'not-an-address', password: PASSWORD } });
    expect(badEmail).toMatchObject({ status: 400, body: { message: SITE_USER_MESSAGES.invalidEmail, errors: { email: SITE_USER_MESSAGES.invalidEmail } } });
    const email = freshEmail();
    const shortPassword = await visitor().call('POST', ACCOUNT, { body: { email, password: 'short' } });
    expect(shortPassword).toMatchObject({ status: 400, body: { message: SITE_USER_MESSAGES.passwordTooShort } });
    expect((await visitor().call('POST', ACCOUNT, { body: { email, password: 42 } })).status).toBe(400);
    expect((await visitor().call('POST', SESSION, { body: { email, password: 'short' } })).status).toBe(401);
    expect((await visitor().call('POST', ACCOUNT, { body: { email: 'nul\u0000@example.com', password: PASSWORD } })).status).toBe(400);
    expect((await visitor().call('POST', SESSION, { body: { email: 'nul\u0000@example.com', password: PASSWORD, rememberMe: 'yes' } })).status).toBe(400);
    expect((await visitor().call('DELETE', `${SESSION}?cloneCart=a&cloneCart=b`)).status).toBe(204);
  });

  it('refuses a join, a sign-in and a password reset request without the crumb (or with a stale one): 403 crumbFail with spec §8 wording, and creates nothing', async () => {
    const email = freshEmail();
    const browser = visitor();
    for (const crumb of [false, 'stale-crumb']) {
      const join = await browser.call('POST', ACCOUNT, { body: { email, password: PASSWORD }, crumb });
      expect(join).toMatchObject({ status: 403, body: { status: 403, message: sessionExpiredMessage(true), crumbFail: true } });
    }
    const noCookies = await shopper(gateway.url, HOST, { cookiesOff: true }).call('POST', ACCOUNT, { body: { email, password: PASSWORD }, crumb: 'anything' });
    expect(noCookies.body).toMatchObject({ message: sessionExpiredMessage(false), crumbFail: true });
    const streams = await gateway.runtime.dataSource.query(`SELECT 1 FROM es_events WHERE topic = 'site-users.events.v1' AND data->>'email' = $1`, [email]);
    expect(streams).toEqual([]);

    // Joined for real, the account exists now; the sign-in without the crumb still opens no session.
    await joined(email);
    const signIn = await browser.call('POST', SESSION, { body: { email, password: PASSWORD }, crumb: false });
    expect(signIn).toMatchObject({ status: 403, body: { crumbFail: true, message: sessionExpiredMessage(true) } });
    expect(signIn.headers.getSetCookie().join('\n')).not.toContain(SITE_USER_SESSION_COOKIE);
    expect((await browser.call('GET', ACCOUNT)).status).toBe(401);
    const reset = await browser.call('POST', `${ACCOUNT}/password-reset`, { body: { email }, crumb: false });
    expect(reset).toMatchObject({ status: 403, body: { crumbFail: true } });
  });

  it('documents every site-user operation with its answers in the OpenAPI document the fuzz stage reads', async () => {
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    const statuses = (path: string, method: string) => Object.keys(document.paths[path][method].responses).sort();
    expect(statuses(ACCOUNT, 'post')).toEqual(expect.arrayContaining(['201', '400', '403', '409']));
    expect(statuses(ACCOUNT, 'get')).toEqual(expect.arrayContaining(['200', '401']));
    expect(statuses(SESSION, 'post')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '429']));
    expect(statuses(SESSION, 'delete')).toEqual(expect.arrayContaining(['204', '403']));
  });

  it('signs in: xsrfToken, an HttpOnly session cookie, the SiteUserInfo cookie, and the account API answers who is signed in', async () => {
    const user = await joined();
    const { browser, xsrfToken } = await signedIn(user.email.toUpperCase(), true);
    expect(xsrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(browser.cookie(SITE_USER_SESSION_COOKIE)!.attributes).toMatch(/HttpOnly/);
    expect(browser.cookie(SITE_USER_SESSION_COOKIE)!.attributes).toMatch(/Expires=/);
    const info = browser.cookie(COOKIE_NAMES.siteUserInfo)!;
    expect(info.attributes).not.toMatch(/HttpOnly/);
    expect(JSON.parse(decodeURIComponent(info.value))).toEqual({ authenticated: true, siteUserId: user.siteUserId });
    expect(await browser.call('GET', ACCOUNT)).toMatchObject({ status: 200, body: { siteUserId: user.siteUserId, email: user.email } });
  });

  it('keeps a session without rememberMe to the browser session, and does not let it sign in on another website', async () => {
    const user = await joined();
    const { browser } = await signedIn(user.email);
    expect(browser.cookie(SITE_USER_SESSION_COOKIE)!.attributes).not.toMatch(/Expires=/);
    const session = browser.cookie(SITE_USER_SESSION_COOKIE)!.value;
    const elsewhere = await visitor(OTHER_HOST).call('GET', ACCOUNT, { headers: { cookie: `${SITE_USER_SESSION_COOKIE}=${session}` } });
    expect(elsewhere).toMatchObject({ status: 401, body: { message: SITE_USER_MESSAGES.notSignedIn } });
  });

  it('answers a wrong password and an unknown email the same 401, setting no cookie', async () => {
    const user = await joined();
    const wrongPassword = await visitor().call('POST', SESSION, { body: { email: user.email, password: 'not the password' } });
    const unknownEmail = await visitor().call('POST', SESSION, { body: { email: freshEmail(), password: PASSWORD } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toMatchObject({ status: 401, message: SITE_USER_MESSAGES.invalidCredentials });
    const cookiesSet = [...wrongPassword.headers.getSetCookie(), ...unknownEmail.headers.getSetCookie()].join('\n');
    expect(cookiesSet).not.toContain(SITE_USER_SESSION_COOKIE);
    expect(cookiesSet).not.toContain(COOKIE_NAMES.siteUserInfo);
  });

  it('limits logins per account: past the burst, even the right password answers 429 from any address', async () => {
    const user = await joined();
    const attempts = [];
    for (let attempt = 0; attempt < 10; attempt++) attempts.push((await visitor().call('POST', SESSION, { body: { email: user.email, password: 'wrong password' } })).status);
    expect(attempts).toEqual(Array(10).fill(401));
    const limited = await visitor().call('POST', SESSION, { body: { email: user.email, password: PASSWORD } });
    expect(limited).toMatchObject({ status: 429, body: { status: 429, message: CART_MESSAGES.rateLimited } });
  });

  it('limits logins per address across accounts: a burst of 30, then one a second', async () => {
    // Sent at once: the address's tokens are taken before any hashing, so the refill during the run is a few at most.
    const attempts = Array.from({ length: 45 }, () => visitor(HOST, '10.250.250.250').call('POST', SESSION, { body: { email: freshEmail(), password: PASSWORD } }));
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((status) => status === 401).length).toBeLessThan(40);
    expect(statuses.filter((status) => status !== 401)).toEqual(Array(statuses.filter((status) => status !== 401).length).fill(429));
  });

  it('signs out only with the xsrf token: without it or with a wrong one 403 crumbFail, and the session still works', async () => {
    const user = await joined();
    const { browser } = await signedIn(user.email);
    for (const headers of [{}, { [SITE_USER_XSRF_HEADER]: 'not-the-token' }] as Record<string, string>[]) {
      const refused = await browser.call('DELETE', `${SESSION}?cloneCart=true`, { headers });
      expect(refused).toMatchObject({ status: 403, body: { crumbFail: true, message: sessionExpiredMessage(true) } });
    }
    expect((await browser.call('GET', ACCOUNT)).status).toBe(200);
  });

  it('signs out with the xsrf token: the session is revoked on the server, so a kept copy of the cookie no longer works', async () => {
    const user = await joined();
    const { browser, xsrfToken } = await signedIn(user.email);
    const stolenCopy = browser.cookie(SITE_USER_SESSION_COOKIE)!.value;
    const loggedOut = await browser.call('DELETE', `${SESSION}?cloneCart=false`, { headers: { [SITE_USER_XSRF_HEADER]: xsrfToken } });
    expect(loggedOut.status).toBe(204);
    expect(loggedOut.headers.getSetCookie().join('\n')).toMatch(new RegExp(`${COOKIE_NAMES.siteUserInfo}=;`));
    const replayed = await visitor().call('GET', ACCOUNT, { headers: { cookie: `${SITE_USER_SESSION_COOKIE}=${stolenCopy}` } });
    expect(replayed.status).toBe(401);
  });
});
