import { CommandBus } from '@nestjs/cqrs';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '@mercato/payments';
import { PageType } from '@mercato/spec';
import { RenewalScheduler, SubscriptionViews, type Clock } from '@mercato/subscriptions/application';
import { SUBSCRIPTIONS, newSubscriptionConfirmationToken, type SubscriptionPurchase, type Subscriptions } from '@mercato/subscriptions/ports';
import type { RunningGateway } from '../../services/gateway/src/gateway';
import { apiClient, type ApiClient } from './support/api-client';
import { startTestGateway, type TestGateway } from './support/test-gateway';

/**
 * Subscriptions through the port checkout calls, the confirmed page's call and the renewal scheduler
 * on a clock the test moves: months of renewals charged through the test payment provider in a
 * moment, on whichever transport EVENT_TRANSPORT names.
 */
const WEBSITE = 'subscription-site';
const HOST = 'subscription-shop.localhost';

let gateway: RunningGateway;
let testGateway: TestGateway;
let call: ApiClient['call'];
let subscriptions: Subscriptions;
/** Every subscription a test starts: cancelled after it, so the next test's scheduler runs see only their own. */
let startedIds: string[] = [];
const start = async (bought: SubscriptionPurchase) => {
  const started = await subscriptions.start(bought);
  startedIds.push(started.subscriptionId);
  return started;
};

/** A clock the test sets; the scheduler reads it and nothing else. */
const clock = { at: new Date(), now(): Date { return this.at; } } satisfies Clock & { at: Date };
const newScheduler = () => new RenewalScheduler(clock, gateway.app.get(SubscriptionViews), gateway.app.get(CommandBus));

const purchase = (cartId: string, card: string, overrides: Partial<SubscriptionPurchase> = {}): SubscriptionPurchase => ({
  websiteId: WEBSITE,
  cartId,
  orderId: `order-${cartId}`,
  itemId: 'coffee',
  sku: 'COFFEE-1KG',
  productTitle: 'Coffee beans',
  quantity: 1,
  pricePerCycleCents: 2400,
  currency: 'USD',
  plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 4 },
  customerEmail: 'ann@example.com',
  paymentMethodReference: card,
  confirmationToken: newSubscriptionConfirmationToken(),
  ...overrides,
});

const confirmation = async (token: string) => (await call('GET', `/api/commerce/subscriptions/confirmation/${token}`)).body;
const capturedPayments = async (subscriptionId: string): Promise<string[]> =>
  (
    await gateway.runtime.dataSource.query(`SELECT reference FROM test_payments WHERE reference LIKE $1 AND status = 'captured' ORDER BY reference`, [`${subscriptionId}#%`])
  ).map((row: { reference: string }) => row.reference);

beforeAll(async () => {
  testGateway = await startTestGateway('subscriptions', { websiteId: WEBSITE, host: HOST });
  gateway = testGateway.gateway;
  ({ call } = apiClient(gateway.url, HOST));
  subscriptions = gateway.app.get<Subscriptions>(SUBSCRIPTIONS);
}, 120_000);

afterEach(async () => {
  for (const subscriptionId of startedIds) await subscriptions.cancel(WEBSITE, subscriptionId);
  startedIds = [];
});

afterAll(async () => {
  await testGateway?.stop();
});

describe(`subscriptions (${process.env.EVENT_TRANSPORT ?? 'postgres'} transport)`, () => {
  it('starts once per subscription cart and shows the confirmed page (206) by its token only', async () => {
    const bought = purchase('cart-once', TEST_CARDS.succeeds);
    const first = await start(bought);
    expect(await subscriptions.start(bought)).toEqual(first);
    const [{ n }] = await gateway.runtime.dataSource.query(`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'SubscriptionStarted' AND stream_id = $1`, [
      `subscription-${first.subscriptionId}`,
    ]);
    expect(n).toBe(1);
    const page = await confirmation(bought.confirmationToken);
    expect(page).toMatchObject({
      pageType: PageType.SUBSCRIPTION_CONFIRMED,
      subscription: { id: first.subscriptionId, status: 'active', productTitle: 'Coffee beans', priceText: '$24.00 every month for 4 months', cyclesBilled: 1, endReason: null },
    });
    expect(Date.parse(page.subscription.nextBillingDate)).toBeGreaterThan(Date.parse(page.subscription.startedAt));
    expect((await confirmation(newSubscriptionConfirmationToken())).status).toBe(404);
    expect((await call('GET', `/api/commerce/subscriptions/confirmation/${bought.confirmationToken}`, { host: 'unknown-shop.localhost' })).status).toBe(404);
    const document = await (await fetch(`${gateway.url}/api/docs-json`)).json();
    expect(Object.keys(document.paths['/api/commerce/subscriptions/confirmation/{token}'].get.responses)).toEqual(expect.arrayContaining(['200', '404']));
  });

  it('charges three renewals as the clock passes three months, then ends the fixed term, charging nothing more', async () => {
    const bought = purchase('cart-term', TEST_CARDS.succeeds);
    const { subscriptionId } = await start(bought);
    const scheduler = newScheduler();
    for (const cycle of [2, 3, 4]) {
      clock.at = new Date((await confirmation(bought.confirmationToken)).subscription.nextBillingDate);
      expect(await scheduler.runDue()).toEqual({ subscriptions: 1, renewed: 1, failed: 0, ended: 0 });
      expect((await confirmation(bought.confirmationToken)).subscription.cyclesBilled).toBe(cycle);
    }
    const billed = (await confirmation(bought.confirmationToken)).subscription;
    expect(billed).toMatchObject({ status: 'active', cyclesBilled: 4, nextBillingDate: null });
    expect(await capturedPayments(subscriptionId)).toEqual([`${subscriptionId}#2`, `${subscriptionId}#3`, `${subscriptionId}#4`]);

    clock.at = new Date(Date.parse(billed.startedAt) + 120 * 24 * 60 * 60 * 1000);
    expect(await scheduler.runDue()).toEqual({ subscriptions: 1, renewed: 0, failed: 0, ended: 1 });
    expect((await confirmation(bought.confirmationToken)).subscription).toMatchObject({ status: 'ended', endReason: 'completed', cyclesBilled: 4 });
    clock.at = new Date(clock.at.getTime() + 365 * 24 * 60 * 60 * 1000);
    expect(await scheduler.runDue()).toEqual({ subscriptions: 0, renewed: 0, failed: 0, ended: 0 });
    expect(await capturedPayments(subscriptionId)).toHaveLength(3);
  });

  it('charges a renewal once when two schedulers (two replicas) find it due at once', async () => {
    const bought = purchase('cart-race', TEST_CARDS.succeeds, { plan: { billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 0 } });
    const { subscriptionId } = await start(bought);
    clock.at = new Date((await confirmation(bought.confirmationToken)).subscription.nextBillingDate);
    await Promise.all([newScheduler().runDue(), newScheduler().runDue()]);
    expect(await capturedPayments(subscriptionId)).toEqual([`${subscriptionId}#2`]);
    expect((await confirmation(bought.confirmationToken)).subscription).toMatchObject({ status: 'active', cyclesBilled: 2, priceText: '$24.00 every 2 weeks' });
  });

  it('retries a declined renewal daily and ends the subscription after the third decline', async () => {
    const bought = purchase('cart-declined', TEST_CARDS.declined);
    const { subscriptionId } = await start(bought);
    const scheduler = newScheduler();
    clock.at = new Date((await confirmation(bought.confirmationToken)).subscription.nextBillingDate);
    for (const attempt of [1, 2, 3]) {
      expect(await scheduler.runDue()).toEqual({ subscriptions: 1, renewed: 0, failed: 1, ended: attempt === 3 ? 1 : 0 });
      clock.at = new Date(clock.at.getTime() + 24 * 60 * 60 * 1000);
    }
    expect((await confirmation(bought.confirmationToken)).subscription).toMatchObject({ status: 'ended', endReason: 'renewal_failed', cyclesBilled: 1 });
    const reasons = await gateway.runtime.dataSource.query(`SELECT data->>'reason' AS reason FROM es_events WHERE event_type = 'SubscriptionRenewalFailed' AND stream_id = $1`, [
      `subscription-${subscriptionId}`,
    ]);
    expect(reasons.map((row: { reason: string }) => row.reason)).toEqual([TEST_CARD_MESSAGES.declined, TEST_CARD_MESSAGES.declined, TEST_CARD_MESSAGES.declined]);
  });

  it('cancels: nothing more is charged', async () => {
    const bought = purchase('cart-cancel', TEST_CARDS.succeeds);
    const { subscriptionId } = await start(bought);
    await subscriptions.cancel(WEBSITE, subscriptionId);
    clock.at = new Date(Date.now() + 400 * 24 * 60 * 60 * 1000);
    await newScheduler().runDue();
    expect(await capturedPayments(subscriptionId)).toEqual([]);
    expect((await confirmation(bought.confirmationToken)).subscription).toMatchObject({ status: 'ended', endReason: 'cancelled' });
  });
});
