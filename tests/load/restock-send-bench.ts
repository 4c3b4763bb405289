/**
 * Benchmark: one owner send to 10,000 restock sign-ups of one variant with 10,000 in stock.
 *
 *   node -r @swc-node/register -r ./tests/setup/register-paths.js tests/load/restock-send-bench.ts [signUps=10000]
 *
 * The embedded gateway runs in this process (PostgreSQL transport, a fresh database on an embedded
 * PostgreSQL, SMTP_URL pointing at a real smtp-server in this process too, so all three share the
 * machine's cores). The sign-ups are written first (not timed: the first through the command bus,
 * the rest appended to the variant's stream in batches as the decider writes them); then the
 * clock runs from POST .../restock/send to the moment the SMTP server has accepted every mail.
 * Reports the answer, when the last mail reached the outbox, the time, and duplicates (recipients
 * mailed more than once). BENCH_SMTP_CONNECTIONS sets the SMTP pool size (default 4).
 */
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { ContributorRole, ProductType } from '@mercato/spec';
import { randomUUID } from 'node:crypto';
import { SignUpForRestockCommand, restockStream } from '@mercato/restock/application';
import { restockEvents, restockStreamId } from '@mercato/restock/domain';
import { createTestDatabase, providePostgres } from '@mercato/testing';
import { startTestSmtpServer } from '@mercato/testing/smtp';
import { CreateProductCommand, CreateStoreCollectionCommand, ChangeProductCommand, type ProductCreatedResult } from '@mercato/catalog/application';
import { startGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from '../integration/support/fixtures';
import { apiClient } from '../integration/support/api-client';

const signUps = Number(process.argv[2] ?? 10_000);
const WEBSITE = 'restock-bench';
const HOST = 'restock-bench.localhost';
const log = (message: string) => process.stderr.write(`restock-bench: ${message}\n`);

async function main(): Promise<void> {
  const postgres = await providePostgres();
  const database = await createTestDatabase(postgres.url);
  const smtp = await startTestSmtpServer();
  const gateway = await startGateway(runtimeConfigFromEnv('restock-bench', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', SMTP_URL: process.env.BENCH_SMTP_CONNECTIONS ? `${smtp.url}?maxConnections=${process.env.BENCH_SMTP_CONNECTIONS}` : smtp.url, LOG_LEVEL: 'warn' }));
  try {
    const commands = gateway.app.get(CommandBus);
    await commands.execute(testSiteCommand(WEBSITE, HOST));
    const owner = { email: 'bench-owner@example.com', password: 'benchmark password 1' };
    await gateway.app.get(ContributorService).create({ ...owner, displayName: 'Owner', roles: [{ websiteId: WEBSITE, role: ContributorRole.STORE_MANAGER }] });
    const store = await commands.execute(new CreateStoreCollectionCommand(WEBSITE, { title: 'Shop', navigationTitle: 'Shop', urlId: 'shop', description: '', enabled: true }));
    const product = await commands.execute<CreateProductCommand, ProductCreatedResult>(
      new CreateProductCommand(WEBSITE, store.id, {
        title: 'Bench Lamp', urlId: 'bench-lamp', description: '', productType: ProductType.PHYSICAL, variantOptionOrdering: [], isSubscribable: false,
        additionalFieldsFormId: '', useCustomAddButtonText: false, customAddButtonText: '', images: [],
        variants: [{ sku: 'LAMP', priceCents: 1000, salePriceCents: 0, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [] }],
      }),
    );
    const [variantId] = product.variantIds;
    await gateway.runtime.catchUp();
    const setupStarted = performance.now();
    // The first sign-up through the command path; the rest appended as the decider would write them,
    // 500 per append (taking 10,000 one by one costs minutes and is not what is measured).
    await commands.execute(new SignUpForRestockCommand(WEBSITE, { productId: product.id, variantId: variantId!, siteVisitorEmail: 'v0@bench.test', isJoinMailingList: false, language: '', captchaToken: '' }, '127.0.0.1'));
    const signedUpAt = new Date().toISOString();
    for (let from = 1, version = 1; from < signUps; from += 500) {
      const events = Array.from({ length: Math.min(500, signUps - from) }, (_, i) =>
        restockEvents.signedUp({ websiteId: WEBSITE, productId: product.id, variantId: variantId!, signUpId: randomUUID(), email: `v${from + i}@bench.test`, joinMailingList: false, language: '', signedUpAt, unsubscribeToken: randomUUID() }),
      );
      await gateway.runtime.store.append(restockStreamId(variantId!), restockStream.streamType, version, events.map((event) => restockStream.codec.encode(event)));
      version += events.length;
    }
    log(`${signUps} sign-ups appended in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (not timed)`);
    await commands.execute(new ChangeProductCommand(WEBSITE, product.id, { type: 'SetStockLevel', variantId: variantId!, unlimited: false, qtyInStock: signUps }));
    await gateway.runtime.catchUp();

    const { call } = apiClient(gateway.url, HOST);
    const session = await call('POST', '/api/auth/session', { body: owner });
    const cookie = session.headers.getSetCookie().find((value) => value.startsWith('mercato_owner_session='))!.split(';')[0]!;
    const started = performance.now();
    const answer = await call('POST', '/api/site-users/account/notifications/restock/send', { cookie, body: { productId: product.id, variantId } });
    const answered = performance.now() - started;
    let queued: number | undefined;
    while (smtp.received.length < signUps) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (queued === undefined) {
        const [{ rows }] = (await gateway.runtime.dataSource.query(`SELECT count(*)::int AS rows FROM mail_outbox WHERE source = 'restock'`)) as [{ rows: number }];
        if (rows >= signUps) queued = performance.now() - started;
      }
    }
    const done = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const recipients = smtp.received.map((mail) => (Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text));
    const duplicates = recipients.length - new Set(recipients).size;
    log(`answer ${answer.status} ${JSON.stringify(answer.body)} after ${(answered / 1000).toFixed(2)} s`);
    log(`every mail in the outbox after ${((queued ?? done) / 1000).toFixed(1)} s`);
    log(`all ${signUps} mails accepted after ${(done / 1000).toFixed(1)} s (${(signUps / (done / 1000)).toFixed(0)} mails/s); received ${smtp.received.length}, duplicates ${duplicates}`);
  } finally {
    await gateway.stop();
    await smtp.stop();
    await database.drop();
    await postgres.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
