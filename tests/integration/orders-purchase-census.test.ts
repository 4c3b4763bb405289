import { CENSUS_HEADERS, CENSUS_TOPICS } from '@mercato/contracts';
import { rebuildProjection } from '@mercato/event-log';
import { censusKafkaReader, censusTableReader, goodValue, type CensusTopicsReader } from '@mercato/census/testing';
import { purchaseCensusReactor } from '@mercato/orders/infrastructure';
import { TEST_CARDS } from '@mercato/payments';
import { eventually } from '@mercato/testing';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { checkOut, createStockedProduct, shopperWith } from './support/checkout';
import { startShopGateway, type ShopGateway } from './support/shop-gateway';

/**
 * A paid order reaches analysts server-side (issue 13 §4): one census purchase record with spec
 * §3's order confirmation fields, on census.events.v1 (Kafka) or census_records (embedded), and
 * never a second one for the same order, whatever is replayed.
 */
const WEBSITE = 'purchase-census-site';
const HOST = 'purchase-census.localhost';
const transport = process.env.EVENT_TRANSPORT ?? 'postgres';

let shop: ShopGateway;
let gateway: RunningGateway;
let reader: CensusTopicsReader;

beforeAll(async () => {
  shop = await startShopGateway('purchase-census', WEBSITE, HOST);
  gateway = shop.gateway;
  reader = transport === 'kafka' ? await censusKafkaReader(process.env.KAFKA_BROKERS!.split(','), WEBSITE, shop.topicPrefix) : censusTableReader(gateway.runtime.dataSource, WEBSITE);
}, 120_000);

afterAll(async () => {
  await reader?.close();
  await shop?.stop();
});

async function purchaseRecordsOf(orderId: string) {
  return (await reader.records()).filter((record) => record.topic === CENSUS_TOPICS.events && record.headers[CENSUS_HEADERS.recordId] === orderId);
}

async function placedOrder(title: string, card: string = TEST_CARDS.succeeds) {
  const product = await createStockedProduct(shop.commands, WEBSITE, title, 5, 1250);
  await gateway.runtime.catchUp();
  const browser = await shopperWith(gateway.url, HOST, product, 2);
  const answer = await checkOut(browser, { card });
  return { product, answer };
}

describe(`the purchase census record (${transport} transport)`, () => {
  it('records one purchase with the order confirmation fields of spec §3 for a paid order', async () => {
    const { product, answer } = await placedOrder('Kettle');
    expect(answer.status).toBe(200);
    const order = answer.body.order;
    await gateway.runtime.catchUp();
    const records = await eventually(async () => {
      const found = await purchaseRecordsOf(order.id);
      expect(found).toHaveLength(1);
      return found;
    });
    const value = goodValue(records[0]!);
    expect(value).toMatchObject({ recordId: order.id, schema: 'order-confirmation', schemaVersion: 1, event: 'purchase', websiteId: WEBSITE, endpoint: 'server:orders' });
    const usd = (cents: number, decimal: string) => ({ value: cents, currency: 'USD', decimalValue: decimal, currencyCode: 'USD' });
    expect(value.payload).toEqual({
      id: order.id,
      purchasedCartId: order.purchasedCartId,
      testMode: true,
      websiteId: WEBSITE,
      items: [{ sku: product.sku, productName: 'Kettle', quantity: 2, unitPrice: usd(1250, '12.50') }],
      grandTotal: usd(order.grandTotal.value, order.grandTotal.decimalValue),
      shippingTotal: usd(order.shippingTotal.value, order.shippingTotal.decimalValue),
      taxTotal: usd(order.taxTotal.value, order.taxTotal.decimalValue),
    });
    expect(value.payload).not.toHaveProperty('email');
  });

  it('adds no record when the order events are delivered again (the reactor rebuilt from the start)', async () => {
    const { answer } = await placedOrder('Teacup');
    const orderId: string = answer.body.order.id;
    await gateway.runtime.catchUp();
    await eventually(async () => expect(await purchaseRecordsOf(orderId)).toHaveLength(1));
    await rebuildProjection(gateway.runtime.dataSource, gateway.runtime.store, purchaseCensusReactor);
    await gateway.runtime.catchUp();
    // A second record would reach the reader within the relay's next rounds; give it several.
    const { relayed } = await settled();
    expect(relayed).toBe(0);
    expect(await purchaseRecordsOf(orderId)).toHaveLength(1);
  });

  it('records nothing for an order whose card was declined', async () => {
    const { answer } = await placedOrder('Saucer', TEST_CARDS.declined);
    expect(answer.status).toBe(402);
    await gateway.runtime.catchUp();
    await settled();
    const saucers = (await reader.records()).filter((record) => record.topic === CENSUS_TOPICS.events && record.text.includes('"Saucer"'));
    expect(saucers).toEqual([]);
  });
});

/** Waits until the census outbox has nothing left to deliver; answers how many rows were queued but undelivered then. */
async function settled(): Promise<{ relayed: number }> {
  const [queued]: Array<{ count: string }> = await gateway.runtime.dataSource.query('SELECT count(*) FROM census_outbox WHERE delivered_at IS NULL');
  await eventually(async () => {
    const [left]: Array<{ count: string }> = await gateway.runtime.dataSource.query('SELECT count(*) FROM census_outbox WHERE delivered_at IS NULL');
    expect(left!.count).toBe('0');
  });
  return { relayed: Number(queued!.count) };
}
