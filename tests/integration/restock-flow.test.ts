import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { rebuildProjection } from '@mercato/event-log';
import { createTestDatabase, eventually, readModelRows } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { rawHeader, startTestSmtpServer, type TestSmtpServer } from '@mercato/testing/smtp';
import { ProductType, RESTOCK_MESSAGES } from '@mercato/spec';
import { signUpsProjection } from '@mercato/restock/projections';
import { VARIANT_IN_STOCK_MESSAGE } from '@mercato/restock/domain';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { OWNER, VIEWER, createStore, createTestContributors, storeCollectionsPath, testSiteCommand } from './support/fixtures';
import { RESTOCK_PATH, linksOf, recipientOf, signUpForRestock } from './support/restock';

/**
 * Visitors sign up for a sold-out variant, owners see them and send notices bounded by the stock,
 * and the notices arrive at a real SMTP server exactly once, on whichever transport EVENT_TRANSPORT names.
 */
const WEBSITE = 'restock-site';
const HOST = 'restock-shop.localhost';

let gateway: RunningGateway;
let smtp: TestSmtpServer;
let dropDatabase: () => Promise<void>;
let call: ApiClient['call'];
let login: ApiClient['login'];
let cookie: string;
let itemId: string;
let red: string;
let grey: string;

const visitor = (variantId: string, siteVisitorEmail: string) => ({ isJoinMailingList: false, productId: itemId, variantId, siteVisitorEmail });
const setStock = async (variantId: string, qtyInStock: number) =>
  expect((await call('POST', `${storeCollectionsPath(WEBSITE)}/items/${itemId}/variants/${variantId}/stock`, { cookie, body: { qtyInStock } })).status).toBe(204);
const send = (variantId: string) => call('POST', `${RESTOCK_PATH}/send`, { cookie, body: { productId: itemId, variantId } });
const groupOf = async (variantId: string) =>
  ((await call('GET', `${RESTOCK_PATH}/groups`, { cookie })).body.signUpGroups as Array<{ variantId: string }>).find((group) => group.variantId === variantId);
const signUpsOf = async (variantId: string) => (await call('GET', `${RESTOCK_PATH}?productId=${itemId}&variantId=${variantId}`, { cookie })).body;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway({
    ...runtimeConfigFromEnv('integration', {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: '0',
      MERCATO_SEED: 'none',
      SMTP_URL: smtp.url,
      KAFKA_CLIENT_ID: `it-${Date.now()}`,
      KAFKA_TOPIC_PREFIX: testTopicPrefix('restock-flow'),
    }),
  });
  ({ call, login } = apiClient(gateway.url, HOST));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  await createTestContributors(gateway.app.get(ContributorService), WEBSITE);
  cookie = await login(OWNER);
  const store = await createStore(call, cookie, WEBSITE);
  const created = await call('POST', `${storeCollectionsPath(WEBSITE)}/${store.id}/items`, {
    cookie,
    body: {
      title: 'Wool Scarf',
      productType: ProductType.PHYSICAL,
      variantOptionOrdering: ['Color'],
      variants: [
        { sku: 'SCARF-RED', priceCents: 4500, qtyInStock: 0, optionValues: [{ optionName: 'Color', value: 'Red' }] },
        { sku: 'SCARF-GREY', priceCents: 4500, qtyInStock: 3, optionValues: [{ optionName: 'Color', value: 'Grey' }] },
      ],
    },
  });
  expect(created.status).toBe(201);
  itemId = created.body.id;
  [red, grey] = created.body.variantIds;
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await smtp?.stop();
  await dropDatabase?.();
});

describe(`restock notifications (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('refuses a blank or invalid email, an in-stock variant and an unknown one, and stores nothing', async () => {
    expect((await signUpForRestock(call, visitor(red, '  '))).body).toMatchObject({ status: 400, message: RESTOCK_MESSAGES.emailBlank });
    expect((await signUpForRestock(call, visitor(red, 'not-an-address'))).body).toMatchObject({ status: 400, message: RESTOCK_MESSAGES.emailInvalid });
    expect((await signUpForRestock(call, visitor(grey, 'ann@example.com'))).body).toMatchObject({ status: 409, message: VARIANT_IN_STOCK_MESSAGE });
    expect((await signUpForRestock(call, visitor('no-such-variant', 'ann@example.com'))).status).toBe(404);
    const [{ n }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE topic = 'restock.events.v1'`);
    expect(n).toBe(0);
  });

  it('takes sign-ups for a sold-out variant once per address and shows them to owners only, oldest first', async () => {
    for (const email of ['ann@example.com', 'bob@example.com', 'cy@example.com', 'ANN@example.com ']) {
      expect((await signUpForRestock(call, { ...visitor(red, email), isJoinMailingList: email.startsWith('bob'), language: email.startsWith('bob') ? 'fr-FR' : '' })).status).toBe(200);
    }
    expect((await call('GET', `${RESTOCK_PATH}/groups`)).status).toBe(401);
    expect((await call('GET', `${RESTOCK_PATH}/groups`, { cookie: await login(VIEWER) })).status).toBe(403);
    await gateway.runtime.catchUp();
    const groups = await call('GET', `${RESTOCK_PATH}/groups`, { cookie });
    expect(groups.body).toEqual({ signUpGroups: [{ productId: itemId, variantId: red, pendingCount: 3, totalCount: 3, sendableCount: 0 }], hasNextPage: false, nextPageCursor: null });
    const list = await signUpsOf(red);
    expect(list.signUps.map((signUp: { email: string; status: string; isJoinMailingList: boolean }) => [signUp.email, signUp.status, signUp.isJoinMailingList])).toEqual([
      ['ann@example.com', 'waiting', false],
      ['bob@example.com', 'waiting', true],
      ['cy@example.com', 'waiting', false],
    ]);
    expect(list).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect((await call('GET', `${RESTOCK_PATH}/groups?cursor=garbage`, { cookie })).status).toBe(400);
  });

  it('sends nobody while the variant is sold out', async () => {
    expect((await send(red)).body).toEqual({ productId: itemId, variantId: red, sent: 0, waiting: 3 });
  });

  it('notifies the oldest sign-ups up to the stock, once under a retried request, by mail with working links', async () => {
    await setStock(red, 2);
    await gateway.runtime.catchUp();
    expect(await groupOf(red)).toMatchObject({ pendingCount: 3, sendableCount: 2 });
    expect((await send(red)).body).toEqual({ productId: itemId, variantId: red, sent: 2, waiting: 1 });
    // The two units are promised: the groups list says a send would mail nobody, as the send then does.
    await gateway.runtime.catchUp();
    expect(await groupOf(red)).toMatchObject({ pendingCount: 1, sendableCount: 0 });
    expect((await send(red)).body).toEqual({ productId: itemId, variantId: red, sent: 0, waiting: 1 });
    await eventually(async () => expect(smtp.received.map((mail) => recipientOf(mail)).sort()).toEqual(['ann@example.com', 'bob@example.com']));
    const mail = smtp.received.find((received) => recipientOf(received) === 'ann@example.com')!;
    expect(mail.subject).toBe('Back in stock: Wool Scarf (Red)');
    // Bob signed up in fr-FR: the built-in French templates.
    expect(smtp.received.find((received) => recipientOf(received) === 'bob@example.com')!.subject).toBe('De retour en stock: Wool Scarf (Red)');
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const { productUrl } = linksOf(mail);
    expect(productUrl).toBe(`http://${HOST}/shop/p/wool-scarf`);
    const page = await call('GET', new URL(productUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Wool Scarf');
    await gateway.runtime.catchUp();
    await eventually(async () => {
      await gateway.runtime.catchUp();
      expect((await signUpsOf(red)).signUps.map((signUp: { status: string }) => signUp.status)).toEqual(['sent', 'sent', 'waiting']);
    });
  });

  it("refuses a mail template that does not compile with the engine's error, and mails with the owner's own", async () => {
    const template = { subject: 'Good news: {product.title}', text: '{product.title} is here: {productUrl}\n', html: '<a href="{productUrl|htmlattr}">{product.title|html}</a>' };
    const broken = await call('PUT', `${RESTOCK_PATH}/templates/en`, { cookie, body: { ...template, html: '{.section product}' } });
    expect(broken.body).toMatchObject({ status: 400, message: 'The html template does not compile: SyntaxError: Reached EOF in the middle of SECTION' });
    expect((await call('PUT', `${RESTOCK_PATH}/templates/en`, { cookie: await login(VIEWER), body: template })).status).toBe(403);
    expect((await call('PUT', `${RESTOCK_PATH}/templates/en`, { cookie, body: template })).status).toBe(200);
    const listed = (await call('GET', `${RESTOCK_PATH}/templates`, { cookie })).body.templates;
    expect(listed).toContainEqual({ language: 'en', ...template, isDefault: false });
    expect(listed).toContainEqual(expect.objectContaining({ language: 'fr', isDefault: true }));
  });

  it('notifies one sign-up, not two, when two owners send at once for one more unit', async () => {
    await setStock(red, 3);
    await gateway.runtime.catchUp();
    // A new stock level opens a new budget: the one waiting sign-up may be mailed.
    expect(await groupOf(red)).toMatchObject({ pendingCount: 1, sendableCount: 1 });
    const answers = await Promise.all([send(red), send(red)]);
    expect(answers.map((answer) => answer.body.sent).sort()).toEqual([0, 1]);
    await eventually(async () => expect(smtp.received).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.map((mail) => recipientOf(mail)).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cy@example.com']);
    expect(smtp.received.find((mail) => recipientOf(mail) === 'cy@example.com')!.subject).toBe('Good news: Wool Scarf');
  });

  it('unsubscribes in one click (RFC 8058) from the link in the mail', async () => {
    const { unsubscribeUrl } = linksOf(smtp.received.find((mail) => recipientOf(mail) === 'cy@example.com')!);
    const path = new URL(unsubscribeUrl).pathname + new URL(unsubscribeUrl).search;
    const confirm = await call('GET', path);
    expect(confirm.body).toContain('<form method="post"');
    const done = await call('POST', path, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: undefined });
    expect(done.status).toBe(200);
    await eventually(async () => {
      await gateway.runtime.catchUp();
      expect((await signUpsOf(red)).signUps.map((signUp: { email: string; status: string }) => [signUp.email, signUp.status])).toContainEqual(['cy@example.com', 'unsubscribed']);
    });
    expect((await call('POST', `${RESTOCK_PATH}/unsubscribe?token=guessed`)).status).toBe(404);
  });

  it('pages a long list with opaque cursors, in sign-up order, without repeats', async () => {
    await setStock(grey, 0);
    await gateway.runtime.catchUp();
    const emails = Array.from({ length: 55 }, (_, n) => `page${String(n).padStart(2, '0')}@example.com`);
    for (const email of emails) expect((await signUpForRestock(call, visitor(grey, email))).status).toBe(200);
    await gateway.runtime.catchUp();
    const first = await signUpsOf(grey);
    expect(first.signUps).toHaveLength(50);
    expect(first.hasNextPage).toBe(true);
    const second = (await call('GET', `${RESTOCK_PATH}?productId=${itemId}&variantId=${grey}&cursor=${first.nextPageCursor}`, { cookie })).body;
    expect(second).toMatchObject({ hasNextPage: false, nextPageCursor: null });
    expect([...first.signUps, ...second.signUps].map((signUp: { email: string }) => signUp.email)).toEqual(emails);
    const groups = (await call('GET', `${RESTOCK_PATH}/groups`, { cookie })).body.signUpGroups;
    expect(groups).toEqual(expect.arrayContaining([{ productId: itemId, variantId: grey, pendingCount: 55, totalCount: 55, sendableCount: 0 }]));
  });

  it('loses and repeats no notice when the SMTP server is down during a send: each arrives once when it is back, recorded sent once', async () => {
    const before = smtp.received.length;
    const notified = ['page00@example.com', 'page01@example.com', 'page02@example.com', 'page03@example.com'];
    await smtp.stop();
    await setStock(grey, 4);
    await gateway.runtime.catchUp();
    expect((await send(grey)).body).toEqual({ productId: itemId, variantId: grey, sent: 4, waiting: 51 });
    // The dispatcher tries while the server is down: each notice waits, with the refusal as its last error.
    await eventually(async () => {
      const rows: Array<{ status: string; attempts: number; lastError: string }> = await gateway.runtime.dataSource.query(
        `SELECT status, attempts, last_error AS "lastError" FROM mail_outbox WHERE source = 'restock' AND message->>'to' = ANY($1::text[])`,
        [notified],
      );
      expect(rows).toHaveLength(4);
      for (const row of rows) expect(row).toMatchObject({ status: 'pending', attempts: expect.any(Number), lastError: expect.stringMatching(/.+/) });
      expect(Math.min(...rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(1);
    }, 20_000);
    expect(smtp.received).toHaveLength(before);

    await smtp.start();
    const arrived = () => smtp.received.slice(before).map((mail) => recipientOf(mail)).sort();
    await eventually(async () => expect(arrived()).toEqual(notified), 30_000);
    // The delivery status: one RestockNoticeSent per notice, no failure, and the owner's list says sent.
    const ids = new Map<string, string>(((await signUpsOf(grey)).signUps as Array<{ id: string; email: string }>).map((signUp) => [signUp.id, signUp.email]));
    await eventually(async () => {
      const events: Array<{ eventType: string; signUpId: string }> = await gateway.runtime.dataSource.query(
        `SELECT event_type AS "eventType", data->>'signUpId' AS "signUpId" FROM es_events WHERE stream_id = $1 AND event_type IN ('RestockNoticeSent', 'RestockNoticeFailed')`,
        [`restock-variant-${grey}`],
      );
      expect(events.map((event) => [event.eventType, ids.get(event.signUpId)]).sort()).toEqual(notified.map((email) => ['RestockNoticeSent', email]));
    }, 20_000);
    await eventually(async () => {
      await gateway.runtime.catchUp();
      const statuses = ((await signUpsOf(grey)).signUps as Array<{ email: string; status: string }>).filter((signUp) => notified.includes(signUp.email)).map((signUp) => signUp.status);
      expect(statuses).toEqual(['sent', 'sent', 'sent', 'sent']);
    });
    // Nothing comes late a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(arrived()).toEqual(notified);
  }, 90_000);

  it('rebuilds the sign-up list row for row', async () => {
    await gateway.runtime.catchUp();
    const live = await readModelRows(gateway.runtime.dataSource, signUpsProjection.tables);
    await rebuildProjection(gateway.runtime.dataSource, gateway.runtime.store, signUpsProjection);
    expect(await readModelRows(gateway.runtime.dataSource, signUpsProjection.tables)).toEqual(live);
  });
});
