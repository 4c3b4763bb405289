import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { enqueueMail } from '@mercato/mail';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, createTestContributors, testSiteCommand } from './support/fixtures';
import { shopper } from './support/shopper';

/**
 * The embedded default without SMTP_URL: every mail stays in the outbox, and the owner console reads
 * the site's whole outbox (issue 16 §4) at GET /api/mail/outbox: every kind of mail, counts by state,
 * one site's mails only, for the roles that run the whole site.
 */
const SITE = 'mail-site';
const HOST = 'mail-shop.localhost';
const OTHER_SITE = 'mail-other-site';
const OTHER_HOST = 'mail-other.localhost';
const OUTBOX = '/api/mail/outbox';
const ADMIN = { email: 'admin@mail.test', password: 'correct horse battery' };

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let login: ApiClient['login'];
let admin: string;

/** A visitor joins the site as a site user: the site-users context queues its verification mail. */
async function joinAsSiteUser(host: string, email: string): Promise<void> {
  const answer = await shopper(gateway.url, host).call('POST', '/api/site-users/account', { body: { email, password: 'correct horse battery' } });
  expect(answer.status).toBe(201);
}

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  const { SMTP_URL: _smtp, ...env } = process.env;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-mail-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('mail-outbox') }),
  );
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(SITE, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(OTHER_SITE, OTHER_HOST));
  const contributors = gateway.app.get(ContributorService);
  await createTestContributors(contributors, SITE);
  await contributors.create({ ...ADMIN, displayName: 'Admin', roles: [{ websiteId: SITE, role: ContributorRole.ADMIN }] });
  await gateway.runtime.catchUp();
  admin = await login(ADMIN);
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

describe(`the owner's mail outbox (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it("lists the site's mails of every kind with counts by state, and none of another site's", async () => {
    await joinAsSiteUser(HOST, 'member@example.com');
    await joinAsSiteUser(OTHER_HOST, 'elsewhere@example.com');
    // A gift card's code mail as the gift-cards context queues it, and one withdrawn.
    await gateway.runtime.dataSource.transaction(async (manager) => {
      await enqueueMail(manager, { websiteId: SITE, source: 'gift-cards', reference: 'card-1', message: { to: 'friend@example.com', subject: 'Your gift card', text: 'code', html: '<p>code</p>', headers: {} } });
      await enqueueMail(manager, { websiteId: SITE, source: 'gift-cards', reference: 'card-2', message: { to: 'gone@example.com', subject: 'Your gift card', text: 'code', html: '<p>code</p>', headers: {} } });
    });
    await gateway.runtime.dataSource.query(`UPDATE mail_outbox SET status = 'cancelled' WHERE reference = 'card-2'`);

    const outbox = await eventually(async () => {
      const answer = await call('GET', OUTBOX, { cookie: admin });
      expect(answer.status).toBe(200);
      expect(answer.body.mails).toHaveLength(3);
      return answer.body;
    });
    expect(outbox.mails.map((mail: { source: string; message: { to: string } }) => [mail.source, mail.message.to]).sort()).toEqual([
      ['gift-cards', 'friend@example.com'],
      ['gift-cards', 'gone@example.com'],
      ['site-users', 'member@example.com'],
    ]);
    expect(outbox.counts).toEqual({ pending: 2, sent: 0, failed: 0, cancelled: 1 });
    expect(outbox.sources).toEqual([
      { source: 'gift-cards', counts: { pending: 1, sent: 0, failed: 0, cancelled: 1 } },
      { source: 'site-users', counts: { pending: 1, sent: 0, failed: 0, cancelled: 0 } },
    ]);
    expect(JSON.stringify(outbox)).not.toContain('elsewhere@example.com');
  });

  it('shows one kind of mail when asked, and refuses a source that is not one', async () => {
    const giftCards = (await call('GET', `${OUTBOX}?source=gift-cards`, { cookie: admin })).body;
    expect(giftCards.mails.map((mail: { source: string }) => mail.source)).toEqual(['gift-cards', 'gift-cards']);
    expect(giftCards.counts).toEqual({ pending: 1, sent: 0, failed: 0, cancelled: 1 });
    expect((await call('GET', `${OUTBOX}?source=Not%20A%20Source`, { cookie: admin })).status).toBe(400);
  });

  it("answers only the site's whole-site roles: not a store manager, not another site's admin, not a visitor", async () => {
    expect((await call('GET', OUTBOX)).status).toBe(401);
    expect((await call('GET', OUTBOX, { cookie: await login(OWNER) })).status).toBe(403);
    expect((await call('GET', OUTBOX, { cookie: admin, host: OTHER_HOST })).status).toBe(403);
    const sites = (await call('GET', '/api/owner/sites', { cookie: admin })).body.sites;
    expect(sites.map((site: { access: { mail: string } }) => site.access.mail)).toEqual(['view']);
  });
});
