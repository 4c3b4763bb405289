import { CommandBus } from '@nestjs/cqrs';
import { rebuildProjection } from '@mercato/event-log';
import { runtimeConfigFromEnv } from '@mercato/runtime';
import { createTestDatabase, eventually, readModelRows } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { CartOverviewQueries, cartOverviewProjection } from '@mercato/cart/projections';
import { startGateway, type RunningGateway } from '../../services/gateway/src/gateway';
import { testSiteCommand } from './support/fixtures';
import { createManyVariantProduct } from './support/cart-products';
import { shopper } from './support/shopper';

/**
 * No lost updates (issue 12 §2; Vendure and Medusa lose or duplicate lines here): concurrent adds
 * to one cart, through the embedded gateway, and the analysts' overview fed from cart.events.v1.
 */
const WEBSITE = 'race-site';
const HOST = 'race-shop.localhost';

let gateway: RunningGateway;
let dropDatabase: () => Promise<void>;
let itemId: string;
const sku = (i: number) => `BUTTON-${i}`;

beforeAll(async () => {
  // One shopper makes 50 calls at once here: the per-address limit is cart-api.test.ts's subject.
  process.env.CART_RATE_LIMIT_PER_ADDRESS = '0';
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabase = database.drop;
  gateway = await startGateway(
    runtimeConfigFromEnv('integration', { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', KAFKA_CLIENT_ID: `it-races-${Date.now()}`, KAFKA_TOPIC_PREFIX: testTopicPrefix('cart-races') }),
  );
  const commands = gateway.app.get(CommandBus);
  await commands.execute(testSiteCommand(WEBSITE, HOST));
  ({ id: itemId } = await createManyVariantProduct(commands, WEBSITE, 60));
  await gateway.runtime.catchUp();
}, 120_000);

afterAll(async () => {
  await gateway?.stop();
  await dropDatabase?.();
});

/** A shopper whose cart is open: the cookie exists before the concurrent adds (or each would open its own cart). */
async function shopperWithCart(openingSku: string) {
  const browser = shopper(gateway.url, HOST);
  await browser.cart();
  expect((await browser.add({ itemId, sku: openingSku, quantity: 1 })).status).toBe(200);
  return browser;
}

describe(`concurrent adds to one cart (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('20 concurrent adds of one variant give one entry of quantity 20', async () => {
    const browser = await shopperWithCart(sku(59));
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.add({ itemId, sku: sku(0), quantity: 1 })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const cart = (await browser.cart()).body;
    expect(cart.entries.filter((entry: { chosenVariant: { sku: string } }) => entry.chosenVariant.sku === sku(0)).map((entry: { quantity: number }) => entry.quantity)).toEqual([20]);
    expect(cart.totalQuantity).toBe(21);
    // Each answer saw its own add: their quantities are 1 to 20, once each.
    expect(answers.map((answer) => answer.body.newlyAdded.quantity).sort((a: number, b: number) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('50 concurrent adds of 50 different variants give 50 entries', async () => {
    const browser = await shopperWithCart(sku(59));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => browser.add({ itemId, sku: sku(i), quantity: 1 })));
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const cart = (await browser.cart()).body;
    const skus = cart.entries.map((entry: { chosenVariant: { sku: string } }) => entry.chosenVariant.sku).filter((entrySku: string) => entrySku !== sku(59));
    expect(skus.sort()).toEqual(Array.from({ length: 50 }, (_, i) => sku(i)).sort());
    expect(cart.subtotalCents).toBe(1059 + Array.from({ length: 50 }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0));
  });

  it("keeps the analysts' overview of open carts per site from cart.events.v1, and rebuilds it row for row", async () => {
    const browser = await shopperWithCart(sku(1));
    const [entry] = (await browser.cart()).body.entries;
    await browser.call('PUT', `/api/commerce/shopping-cart/entries/${entry.id}/quantity`, { body: { quantity: 3 } });
    const queries = gateway.app.get(CartOverviewQueries);
    // Three carts: 21 + 51 + 3 units.
    const expectedValue = 1059 + 20 * 1000 + (1059 + Array.from({ length: 50 }, (_, i) => 1000 + i).reduce((a, b) => a + b, 0)) + 3 * 1001;
    await eventually(async () => expect(await queries.openCartsOf(WEBSITE)).toEqual([{ currency: 'USD', openCarts: 3, units: 21 + 51 + 3, valueCents: expectedValue }]));
    expect(await queries.openCartsOf('another-site')).toEqual([]);
    const live = await readModelRows(gateway.runtime.dataSource, cartOverviewProjection.tables);
    await rebuildProjection(gateway.runtime.dataSource, gateway.runtime.store, cartOverviewProjection);
    expect(await readModelRows(gateway.runtime.dataSource, cartOverviewProjection.tables)).toEqual(live);
  });
});
