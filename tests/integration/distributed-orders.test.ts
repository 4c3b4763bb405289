import { randomBytes } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { ContributorService } from '@mercato/accounts/application';
import { StockReservationLedger } from '@mercato/catalog/application';
import { productStreamId } from '@mercato/catalog/domain';
import { HttpStockReservations } from '@mercato/catalog/ports';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '@mercato/payments';
import { runtimeConfigFromEnv, startService, type RunningService, type Runtime } from '@mercato/runtime';
import { ADD_TO_CART_MESSAGES } from '@mercato/spec';
import { createTestDatabase, eventually } from '@mercato/testing';
import { testTopicPrefix } from '@mercato/testing/kafka';
import { cartService } from '../../services/cart/src/cart-service';
import { catalogService } from '../../services/catalog/src/catalog-service';
import { proxyGateway } from '../../services/gateway/src/gateway';
import { ordersService } from '../../services/orders/src/orders-service';
import { sitesService } from '../../services/sites/src/sites-service';
import { checkOut, createStockedProduct } from './support/checkout';
import { createTestContributors, stockRows, testSiteCommand } from './support/fixtures';
import { shopper, type Shopper } from './support/shopper';

/**
 * Distributed mode's orders service (issue 13 §3): checkout on its own database takes stock in the
 * catalog service over HTTP (a saga), behind the proxy gateway with the sites and cart services.
 * Everything crosses processes over HTTP and Kafka, so this runs on the Kafka transport only.
 */
const onKafka = process.env.EVENT_TRANSPORT === 'kafka';
const describeOnKafka = onKafka ? describe : describe.skip;
const title = `distributed mode: checkout in the orders service, stock in the catalog service${onKafka ? '' : ' (skipped: needs EVENT_TRANSPORT=kafka)'}`;

const run = randomBytes(4).toString('hex');
const WEBSITE = `dist-orders-${run}`;
const HOST = `dist-orders-${run}.localhost`;
const TOPIC_PREFIX = testTopicPrefix('distributed-orders');

let sites: RunningService<Runtime>;
let catalog: RunningService<Runtime>;
let cart: RunningService<Runtime>;
let orders: RunningService<Runtime>;
let gateway: RunningService;
const dropDatabases: Array<() => Promise<void>> = [];

async function serviceConfig(serviceName: string) {
  const database = await createTestDatabase(process.env.TEST_POSTGRES_URL!);
  dropDatabases.push(database.drop);
  return runtimeConfigFromEnv(serviceName, { ...process.env, DATABASE_URL: database.url, PORT: '0', MERCATO_SEED: 'none', CART_RATE_LIMIT_PER_ADDRESS: '0', KAFKA_CLIENT_ID: `it-${serviceName}-${run}`, KAFKA_TOPIC_PREFIX: TOPIC_PREFIX });
}

/** A product in the catalog service, once the cart service has it (catalog topic). */
async function stocked(name: string, qtyInStock: number): Promise<{ itemId: string; sku: string }> {
  const product = await eventually(() => createStockedProduct(catalog.app.get(CommandBus), WEBSITE, `${name} ${run}`, qtyInStock));
  const probe = shopper(gateway.url, HOST);
  await probe.cart();
  await eventually(async () => expect((await probe.add({ itemId: product.itemId, sku: product.sku, quantity: 1 })).status).toBe(200));
  return product;
}

async function shopperWith(product: { itemId: string; sku: string }): Promise<Shopper> {
  const browser = shopper(gateway.url, HOST);
  await browser.cart();
  expect((await browser.add({ itemId: product.itemId, sku: product.sku, quantity: 1 })).status).toBe(200);
  return browser;
}

/** The stock the catalog service's read model serves through the gateway. */
async function stockOf(itemId: string): Promise<unknown[][]> {
  const response = await fetch(`${gateway.url}/api/commerce/inventory/stock/?itemId=${itemId}`, { headers: { 'x-forwarded-host': HOST } });
  return stockRows((await response.json()) as Parameters<typeof stockRows>[0]);
}

const eventuallyStock = (product: { itemId: string; sku: string }, qtyInStock: number) =>
  eventually(async () => expect(await stockOf(product.itemId)).toEqual([[product.sku, false, qtyInStock]]));

/** The id of the product's one variant (the catalog's read model has it once the product is stocked). */
async function variantOf(product: { itemId: string }): Promise<string> {
  const rows: Array<{ variant_id: string }> = await catalog.runtime.dataSource.query('SELECT variant_id FROM catalog_variants WHERE item_id = $1', [product.itemId]);
  return rows[0]!.variant_id;
}

/** The reservation events on the product's stream in the catalog's database, oldest first. */
async function reservationEventsOf(product: { itemId: string }): Promise<string[]> {
  const rows: Array<{ event_type: string }> = await catalog.runtime.dataSource.query(
    `SELECT event_type FROM es_events WHERE stream_id = $1 AND event_type IN ('StockReserved', 'StockReleased', 'StockSold') ORDER BY global_position`,
    [productStreamId(product.itemId)],
  );
  return rows.map((row) => row.event_type);
}

const openReservations = async (): Promise<Array<{ order_id: string; confirmed: boolean }>> =>
  catalog.runtime.dataSource.query('SELECT order_id, confirmed FROM catalog_stock_reservations ORDER BY order_id');

describeOnKafka(title, () => {
  beforeAll(async () => {
    sites = await startService(await serviceConfig('sites'), sitesService);
    catalog = await startService(await serviceConfig('catalog'), catalogService({ sitesServiceUrl: sites.url }));
    cart = await startService(await serviceConfig('cart'), cartService());
    orders = await startService(await serviceConfig('orders'), ordersService({ sitesServiceUrl: sites.url, catalogServiceUrl: catalog.url, cartServiceUrl: cart.url }));
    gateway = await startService(runtimeConfigFromEnv('gateway', { ...process.env, PORT: '0' }), proxyGateway({ sites: sites.url, catalog: catalog.url, cart: cart.url, orders: orders.url }));
    await sites.app.get(CommandBus).execute(testSiteCommand(WEBSITE, HOST));
    await createTestContributors(sites.app.get(ContributorService), WEBSITE);
  }, 180_000);

  afterAll(async () => {
    await gateway?.stop();
    await orders?.stop();
    await cart?.stop();
    await catalog?.stop();
    await sites?.stop();
    for (const drop of dropDatabases) await drop();
  });

  it('a checkout through the orders service takes the stock in the catalog service; the placed order sells the reservation', async () => {
    const product = await stocked('Teapot', 3);
    const browser = await shopperWith(product);
    const cartId: string = (await browser.cart()).body.id;
    // The orders service learns the site from the sites topic: until then, "That cart does not exist." and nothing changes.
    const answer = await eventually(async () => {
      const response = await checkOut(browser, { key: 'teapot-checkout-1' });
      expect(response.status).toBe(200);
      return response;
    }, 30_000);
    expect(answer.body.order).toMatchObject({ status: 'placed', websiteId: WEBSITE, items: [{ sku: product.sku, quantity: 1 }] });
    await eventuallyStock(product, 2);
    // OrderPlaced reached the catalog over the orders topic: the reservation is closed as sold.
    await eventually(async () => expect(await openReservations()).toEqual([]));
    // The tables are apart: no order in the catalog's database, no product stream in the orders'.
    const [{ orders: orderTable }]: Array<{ orders: string | null }> = await catalog.runtime.dataSource.query(`SELECT to_regclass('order_views')::text AS orders`);
    expect(orderTable).toBeNull();
    // A retry with the same key is the same order and takes nothing more.
    const again = await checkOut(browser, { key: 'teapot-checkout-1', body: { cartToken: cartId } });
    expect(again.body.order.id).toBe(answer.body.order.id);
    expect(await reservationEventsOf(product)).toEqual(['StockReserved', 'StockSold']);
    await eventuallyStock(product, 2);
  }, 90_000);

  it('two checkouts racing for the last unit give one order; the other gets the spec message', async () => {
    const product = await stocked('Last Lamp', 1);
    const [first, second] = await Promise.all([shopperWith(product), shopperWith(product)]);
    const answers = await Promise.all([checkOut(first!), checkOut(second!)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(ADD_TO_CART_MESSAGES.notEnoughStock);
    await eventuallyStock(product, 0);
  }, 60_000);

  it('a declined card gives the stock back at once: the next buyer gets the last unit', async () => {
    const product = await stocked('Only Vase', 1);
    const [unlucky, next] = await Promise.all([shopperWith(product), shopperWith(product)]);
    const declined = await checkOut(unlucky!, { card: TEST_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(TEST_CARD_MESSAGES.declined);
    const bought = await checkOut(next!);
    expect(bought.status).toBe(200);
    await eventuallyStock(product, 0);
    // Given back once, though both checkout's call and the catalog's reading of OrderPaymentFailed give back.
    await eventually(async () => expect(await reservationEventsOf(product)).toEqual(['StockReserved', 'StockReleased', 'StockReserved', 'StockSold']));
  }, 60_000);

  it('takes once for a doubled take by one order id, gives back once, and refuses another order more than is left', async () => {
    const product = await stocked('Twin Cups', 2);
    const stock = new HttpStockReservations(catalog.url);
    const variantId = await variantOf(product);
    const lines = [{ itemId: product.itemId, variantId, quantity: 2 }];
    expect(await stock.take(WEBSITE, 'order-doubled', lines)).toBeNull();
    expect(await stock.take(WEBSITE, 'order-doubled', lines)).toBeNull();
    await eventuallyStock(product, 0);
    expect(await stock.take(WEBSITE, 'order-other', [{ ...lines[0]!, quantity: 1 }])).toEqual({ itemId: product.itemId, variantId, available: 0 });
    await stock.giveBack(WEBSITE, 'order-doubled');
    await stock.giveBack(WEBSITE, 'order-doubled');
    await stock.giveBack(WEBSITE, 'order-never-took');
    expect(await reservationEventsOf(product)).toEqual(['StockReserved', 'StockReleased']);
    await eventuallyStock(product, 2);
    // Internal: the gateway forwards none of it.
    const forwarded = await fetch(`${gateway.url}/internal/stock-reservations/${WEBSITE}/orders/x/take`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': HOST }, body: JSON.stringify({ lines }) });
    expect(forwarded.status).not.toBe(200);
  }, 60_000);

  it('gives back a reservation no order confirmed (the orders process died between its take and its order) once it is older than the maximum age', async () => {
    const product = await stocked('Lost Bowl', 3);
    expect(await new HttpStockReservations(catalog.url).take(WEBSITE, 'order-never-appended', [{ itemId: product.itemId, variantId: await variantOf(product), quantity: 2 }])).toBeNull();
    await eventuallyStock(product, 1);
    const ledger = catalog.app.get(StockReservationLedger);
    expect(await ledger.expireUnconfirmed(new Date(Date.now() - 60_000))).toBe(0);
    expect(await catalog.app.get(StockReservationLedger).expireUnconfirmed(new Date(Date.now() + 60_000))).toBe(1);
    await eventuallyStock(product, 3);
    expect(await openReservations()).toEqual([]);
  }, 60_000);
});
