import { moneyFromMinorUnits, BillingPeriodUnit as ProtoBillingPeriodUnit, SubscriptionEndReason } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import type { StartSubscription } from './subscription.commands';
import { dueRenewalAction, subscriptionDecider } from './subscription.decider';
import { SUBSCRIPTION_NOT_FOUND_MESSAGE, SubscriptionError, UNSUPPORTED_PLAN_MESSAGE } from './subscription-error';
import { subscriptionEvents } from './subscription.events';

const spec = deciderSpec(subscriptionDecider);
const ids = { websiteId: 'site-1', subscriptionId: 'sub-1' };
const usd = (cents: number) => moneyFromMinorUnits(cents, 'USD');

/** Every month, three cycles: paid 15 Jan, renewals 15 Feb and 15 Mar, over on 15 Apr. */
const start: StartSubscription = {
  type: 'StartSubscription',
  ...ids,
  cartId: 'cart-1',
  orderId: 'order-1',
  itemId: 'item-1',
  sku: 'COFFEE-1KG',
  productTitle: 'Coffee beans',
  quantity: 2,
  pricePerCycleCents: 2400,
  currency: 'USD',
  plan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 3 },
  customerEmail: 'ann@example.com',
  paymentMethodReference: 'pm-1',
  confirmationTokenHash: 'token-hash-1',
  startedAt: '2026-01-15T10:00:00.000Z',
};

const startedFields = {
  ...ids,
  cartId: 'cart-1',
  orderId: 'order-1',
  itemId: 'item-1',
  sku: 'COFFEE-1KG',
  productTitle: 'Coffee beans',
  quantity: 2,
  pricePerCycle: usd(2400),
  plan: { billingPeriod: { value: 1, unit: ProtoBillingPeriodUnit.MONTH }, numBillingCycles: 3 },
  customerEmail: 'ann@example.com',
  paymentMethodReference: 'pm-1',
  confirmationTokenHash: 'token-hash-1',
  startedAt: '2026-01-15T10:00:00.000Z',
  nextRenewalAt: '2026-02-15T10:00:00.000Z',
};
const started = subscriptionEvents.started(startedFields);

const renewed2 = subscriptionEvents.renewed({ ...ids, cycle: 2, amount: usd(2400), paymentReference: 'pay-2', renewedAt: '2026-02-15T10:00:01.000Z', nextRenewalAt: '2026-03-15T10:00:00.000Z' });
const renewed3 = subscriptionEvents.renewed({ ...ids, cycle: 3, amount: usd(2400), paymentReference: 'pay-3', renewedAt: '2026-03-15T10:00:01.000Z', nextRenewalAt: '' });
const charged = (cycle: number, attempt: number, at: string) => ({ type: 'RecordRenewalCharge' as const, cycle, attempt, outcome: { charged: true as const, paymentReference: `pay-${cycle}` }, at });
const declined = (cycle: number, attempt: number, at: string) => ({ type: 'RecordRenewalCharge' as const, cycle, attempt, outcome: { charged: false as const, reason: 'Your card was declined.' }, at });

describe('starting a subscription', () => {
  it('records the first cycle paid and when the second is due', () => spec.given([]).when(start).then([started]));

  it('starts once per subscription cart', () => spec.given([started]).when(start).then([]));

  it('schedules no renewal for a single-cycle plan', () =>
    spec
      .given([])
      .when({ ...start, plan: { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 1 } })
      .then([
        subscriptionEvents.started({
          ...startedFields,
          plan: { billingPeriod: { value: 1, unit: ProtoBillingPeriodUnit.YEAR }, numBillingCycles: 1 },
          nextRenewalAt: '',
        }),
      ]));

  it('refuses a plan the store cannot bill', () =>
    spec
      .given([])
      .when({ ...start, plan: { billingPeriod: { value: 0, unit: 'WEEK' }, numBillingCycles: 0 } })
      .thenRefuses(new SubscriptionError('invalid', UNSUPPORTED_PLAN_MESSAGE, 'plan')));
});

describe('renewing', () => {
  it('records a charged renewal and the next due date', () => spec.given([started]).when(charged(2, 1, '2026-02-15T10:00:01.000Z')).then([renewed2]));

  it('has no next renewal after the last cycle of a fixed term', () => spec.given([started, renewed2]).when(charged(3, 1, '2026-03-15T10:00:01.000Z')).then([renewed3]));

  it('ignores an outcome already recorded (a second scheduler charging with the same idempotency key)', () =>
    spec.given([started, renewed2]).when(charged(2, 1, '2026-02-15T10:00:02.000Z')).then([]));

  it('retries a declined renewal a day later', () =>
    spec
      .given([started])
      .when(declined(2, 1, '2026-02-15T10:00:01.000Z'))
      .then([
        subscriptionEvents.renewalFailed({ ...ids, cycle: 2, attempt: 1, reason: 'Your card was declined.', failedAt: '2026-02-15T10:00:01.000Z', nextAttemptAt: '2026-02-16T10:00:01.000Z' }),
      ]));

  it('ends the subscription when the third attempt at one cycle fails', () => {
    const failure = (attempt: number, failedAt: string, nextAttemptAt: string) =>
      subscriptionEvents.renewalFailed({ ...ids, cycle: 2, attempt, reason: 'Your card was declined.', failedAt, nextAttemptAt });
    return spec
      .given([started, failure(1, '2026-02-15T10:00:00.000Z', '2026-02-16T10:00:00.000Z'), failure(2, '2026-02-16T10:00:00.000Z', '2026-02-17T10:00:00.000Z')])
      .when(declined(2, 3, '2026-02-17T10:00:00.000Z'))
      .then([
        failure(3, '2026-02-17T10:00:00.000Z', ''),
        subscriptionEvents.ended({ ...ids, reason: SubscriptionEndReason.RENEWAL_FAILED, cyclesBilled: 1, endedAt: '2026-02-17T10:00:00.000Z' }),
      ]);
  });
});

describe('ending', () => {
  const completed = subscriptionEvents.ended({ ...ids, reason: SubscriptionEndReason.COMPLETED, cyclesBilled: 3, endedAt: '2026-04-15T10:00:00.000Z' });

  it('ends a fixed term once every cycle is billed and the last period is over', () =>
    spec.given([started, renewed2, renewed3]).when({ type: 'EndSubscriptionTerm', at: '2026-04-15T10:00:00.000Z' }).then([completed]));

  it('does not end a fixed term before its last period is over', () =>
    spec.given([started, renewed2, renewed3]).when({ type: 'EndSubscriptionTerm', at: '2026-04-15T09:59:59.999Z' }).then([]));

  it('does not end a term with cycles left to bill', () => spec.given([started, renewed2]).when({ type: 'EndSubscriptionTerm', at: '2026-09-01T00:00:00.000Z' }).then([]));

  it('cancels an active subscription once', () => {
    const cancelled = subscriptionEvents.ended({ ...ids, reason: SubscriptionEndReason.CANCELLED, cyclesBilled: 2, endedAt: '2026-02-20T00:00:00.000Z' });
    spec.given([started, renewed2]).when({ type: 'CancelSubscription', websiteId: 'site-1', at: '2026-02-20T00:00:00.000Z' }).then([cancelled]);
    spec.given([started, renewed2, cancelled]).when({ type: 'CancelSubscription', websiteId: 'site-1', at: '2026-02-21T00:00:00.000Z' }).then([]);
  });

  it("refuses to cancel a subscription that does not exist, or another site's", () => {
    const notFound = new SubscriptionError('not_found', SUBSCRIPTION_NOT_FOUND_MESSAGE);
    spec.given([]).when({ type: 'CancelSubscription', websiteId: 'site-1', at: '2026-02-20T00:00:00.000Z' }).thenRefuses(notFound);
    spec.given([started]).when({ type: 'CancelSubscription', websiteId: 'site-2', at: '2026-02-20T00:00:00.000Z' }).thenRefuses(notFound);
  });
});

describe('what the scheduler does when', () => {
  const fold = (events: Parameters<typeof subscriptionDecider.evolve>[1][]) => events.reduce(subscriptionDecider.evolve, subscriptionDecider.initialState());

  it.each([
    ['before the renewal is due', [started], '2026-02-15T09:59:59.999Z', { kind: 'none' }],
    ['at the renewal', [started], '2026-02-15T10:00:00.000Z', { kind: 'charge', cycle: 2, attempt: 1, amountCents: 2400, currency: 'USD' }],
    ['after the term is billed, before it is over', [started, renewed2, renewed3], '2026-04-01T00:00:00.000Z', { kind: 'none' }],
    ['when the term is over', [started, renewed2, renewed3], '2026-04-15T10:00:00.000Z', { kind: 'end-term' }],
  ])('%s', (_when, events, now, action) => expect(dueRenewalAction(fold(events), now)).toEqual(action));
});
