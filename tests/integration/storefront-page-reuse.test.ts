import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CRUMB_COOKIE } from '@mercato/http';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { CART_COOKIE } from '@mercato/spec';
import { CART_CONTEXT_ELEMENT_ID } from '@mercato/storefront/app/document-ids';
import { createTestDatabase, eventually } from '@mercato/testing';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';

/**
 * An anonymous visitor's page is reused for 250 ms, answered ahead of the Nest router
 * (services/gateway/src/storefront/recent-pages.ts): a reused page must still be the visitor's own
 * in everything the render reads from the request, and still give the crumb cookie.
 */
const WEBSITE = `page-reuse-${randomUUID().slice(0, 8)}`;
const HOST = `${WEBSITE}.localhost`;

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(runtimeConfigFromEnv('page-reuse-it', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none' }));
  await gateway.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
  // The site's pages are found once its projection has run.
  await eventually(async () => expect((await home('', '?warm-up')).status).toBe(200));
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

/** The home page; each test asks with a query of its own, so its first answer is a render, not a reuse. */
const home = (cookie: string, query: string) => fetch(`${gateway.url}/${query}`, { headers: { 'x-forwarded-host': HOST, ...(cookie ? { cookie } : {}) } });
const readsCartAtStart = (html: string) => new RegExp(`id="${CART_CONTEXT_ELEMENT_ID}">\\{"loadAtStart":true\\}`).test(html);

describe('reused storefront pages', () => {
  it('give every first-time visitor the crumb cookie, the one right after a render too', async () => {
    const first = await home('', '?crumb');
    const again = await home('', '?crumb');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    for (const answer of [first, again]) expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith(`${CRUMB_COOKIE}=`))).toBe(true);
  });

  it('keep a visitor with a cart apart from one without: only their page reads the cart at start', async () => {
    const [anonymous, withCart, anonymousAgain] = [await home('', '?cart'), await home(`${CART_COOKIE}=${randomUUID()}`, '?cart'), await home('', '?cart')];
    expect(readsCartAtStart(await anonymous.text())).toBe(false);
    expect(readsCartAtStart(await withCart.text())).toBe(true);
    expect(readsCartAtStart(await anonymousAgain.text())).toBe(false);
  });
});
