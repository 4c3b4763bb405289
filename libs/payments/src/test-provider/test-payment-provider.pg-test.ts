import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { TEST_CARD_MESSAGES, TEST_CARDS } from './test-cards';
import { testPaymentMigrations } from './migrations';
import { IDEMPOTENCY_KEY_REUSED, TestPaymentProvider, UNKNOWN_PAYMENT_METHOD, listTestPayments } from './test-payment-provider';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase(testPaymentMigrations);
});
afterAll(() => database.close());

const initiate = (provider: TestPaymentProvider, key: string, source: string = TEST_CARDS.succeeds, amountCents = 2500) =>
  provider.initiate({ idempotencyKey: key, websiteId: 'site-1', reference: `order-${key}`, amountCents, currency: 'USD', source });

describe('test payment provider (real PostgreSQL)', () => {
  it('charges the succeeding card once, however often and however concurrently a call is repeated', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    expect(provider.testMode).toBe(true);
    const initiated = await Promise.all([initiate(provider, 'a'), initiate(provider, 'a'), initiate(provider, 'a')]);
    expect(new Set(initiated.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    const [first] = initiated;
    if (first!.status !== 'initiated') throw new Error('not initiated');
    const paymentId = first.paymentId;
    expect(await provider.authorize({ idempotencyKey: 'a:authorize', paymentId })).toEqual({ status: 'authorized', paymentId, amountCents: 2500 });
    const captures = await Promise.all([1, 2, 3].map(() => provider.capture({ idempotencyKey: 'a:capture', paymentId })));
    expect(captures).toEqual([1, 2, 3].map(() => ({ status: 'captured', paymentId, amountCents: 2500 })));
    expect(await listTestPayments(database.dataSource, 'site-1', 'order-a')).toEqual([
      { id: paymentId, reference: 'order-a', amountCents: 2500, currency: 'USD', cardLast4: '4242', status: 'captured', refundedCents: 0 },
    ]);
    // A second capture under a new key is refused: the payment is charged once.
    expect(await provider.capture({ idempotencyKey: 'a:capture-again', paymentId })).toEqual({ status: 'error', message: 'The payment is captured, so it cannot be captured.' });
  });

  it('answers a retried call after a restart with the first outcome', async () => {
    const before = new TestPaymentProvider(database.dataSource);
    const initiated = await initiate(before, 'b');
    if (initiated.status !== 'initiated') throw new Error('not initiated');
    await before.authorize({ idempotencyKey: 'b:authorize', paymentId: initiated.paymentId });
    await before.capture({ idempotencyKey: 'b:capture', paymentId: initiated.paymentId });
    const refund = await before.refund({ idempotencyKey: 'b:refund', paymentId: initiated.paymentId, amountCents: 1000 });
    const after = new TestPaymentProvider(database.dataSource);
    expect(await initiate(after, 'b')).toEqual(initiated);
    expect(await after.refund({ idempotencyKey: 'b:refund', paymentId: initiated.paymentId, amountCents: 1000 })).toEqual(refund);
    expect(refund).toEqual({ status: 'refunded', paymentId: initiated.paymentId, refundedCents: 1000 });
    const [payment] = await listTestPayments(database.dataSource, 'site-1', 'order-b');
    expect(payment).toMatchObject({ status: 'captured', refundedCents: 1000 });
  });

  it('declines the declined card, errors on the processing-error card, and can cancel either', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    const declined = await initiate(provider, 'c', TEST_CARDS.declined);
    const failing = await initiate(provider, 'd', '4000 0000 0000 0119');
    if (declined.status !== 'initiated' || failing.status !== 'initiated') throw new Error('not initiated');
    expect(await provider.authorize({ idempotencyKey: 'c:authorize', paymentId: declined.paymentId })).toEqual({ status: 'declined', reason: TEST_CARD_MESSAGES.declined });
    expect(await provider.authorize({ idempotencyKey: 'd:authorize', paymentId: failing.paymentId })).toEqual({ status: 'error', message: TEST_CARD_MESSAGES.processingError });
    expect(await provider.cancel({ idempotencyKey: 'd:cancel', paymentId: failing.paymentId })).toEqual({ status: 'cancelled', paymentId: failing.paymentId });
    expect(await listTestPayments(database.dataSource, 'site-1', 'order-c')).toEqual([expect.objectContaining({ status: 'declined', cardLast4: '0002' })]);
    expect(await listTestPayments(database.dataSource, 'site-1', 'order-d')).toEqual([expect.objectContaining({ status: 'cancelled' })]);
  });

  it('refuses an idempotency key reused for a different request and an unknown payment', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    await initiate(provider, 'e', TEST_CARDS.succeeds, 100);
    expect(await initiate(provider, 'e', TEST_CARDS.succeeds, 200)).toEqual({ status: 'error', message: IDEMPOTENCY_KEY_REUSED });
    expect(await listTestPayments(database.dataSource, 'site-1', 'order-e')).toHaveLength(1);
    expect(await provider.capture({ idempotencyKey: 'e:capture', paymentId: 'nope' })).toEqual({ status: 'error', message: 'No such payment.' });
    expect(await initiate(provider, 'f', TEST_CARDS.succeeds, 0)).toEqual({ status: 'error', message: 'A payment must be a positive whole number of minor units.' });
  });

  it('finds a payment by its initiate key as it stands now, and only on its own site', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    expect(await provider.findPayment({ websiteId: 'site-1', idempotencyKey: 'k' })).toBeUndefined();
    const initiated = await initiate(provider, 'k');
    if (initiated.status !== 'initiated') throw new Error('not initiated');
    const { paymentId } = initiated;
    await provider.authorize({ idempotencyKey: 'k:authorize', paymentId });
    await provider.capture({ idempotencyKey: 'k:capture', paymentId });
    await provider.refund({ idempotencyKey: 'k:refund', paymentId, amountCents: 500 });
    expect(await provider.findPayment({ websiteId: 'site-1', idempotencyKey: 'k' })).toEqual({ paymentId, status: 'captured', amountCents: 2500, refundedCents: 500 });
    expect(await provider.findPayment({ websiteId: 'site-2', idempotencyKey: 'k' })).toBeUndefined();
    // A key of another step names no payment it created.
    expect(await provider.findPayment({ websiteId: 'site-1', idempotencyKey: 'k:capture' })).toBeUndefined();
  });
});

describe('saved payment methods (the card a subscription renews on)', () => {
  const saveCard = (provider: TestPaymentProvider, key: string, source: string, websiteId = 'site-1') => provider.savePaymentMethod({ idempotencyKey: key, websiteId, source });

  it('charges a saved card by its token as the card would be charged, and saves once per key', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    const saved = await saveCard(provider, 'save-g', TEST_CARDS.succeeds);
    if (saved.status !== 'saved') throw new Error('not saved');
    expect(await saveCard(provider, 'save-g', TEST_CARDS.succeeds)).toEqual(saved);
    expect(saved.paymentMethodToken).not.toContain(TEST_CARDS.succeeds);
    const initiated = await initiate(provider, 'g', saved.paymentMethodToken);
    if (initiated.status !== 'initiated') throw new Error('not initiated');
    expect(await provider.authorize({ idempotencyKey: 'g:authorize', paymentId: initiated.paymentId })).toMatchObject({ status: 'authorized' });
    expect(await listTestPayments(database.dataSource, 'site-1', 'order-g')).toEqual([expect.objectContaining({ cardLast4: '4242', status: 'authorized' })]);
  });

  it('declines on a saved declining card, and knows no token of another site or never saved', async () => {
    const provider = new TestPaymentProvider(database.dataSource);
    const declining = await saveCard(provider, 'save-h', TEST_CARDS.declined);
    if (declining.status !== 'saved') throw new Error('not saved');
    const initiated = await initiate(provider, 'h', declining.paymentMethodToken);
    if (initiated.status !== 'initiated') throw new Error('not initiated');
    expect(await provider.authorize({ idempotencyKey: 'h:authorize', paymentId: initiated.paymentId })).toEqual({ status: 'declined', reason: TEST_CARD_MESSAGES.declined });
    const elsewhere = await saveCard(provider, 'save-i', TEST_CARDS.succeeds, 'site-2');
    if (elsewhere.status !== 'saved') throw new Error('not saved');
    expect(await initiate(provider, 'i', elsewhere.paymentMethodToken)).toEqual({ status: 'error', message: UNKNOWN_PAYMENT_METHOD });
    expect(await initiate(provider, 'j', 'tpm_never-saved')).toEqual({ status: 'error', message: UNKNOWN_PAYMENT_METHOD });
  });
});
