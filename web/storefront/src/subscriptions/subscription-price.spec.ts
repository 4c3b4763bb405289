import { STORE_MESSAGES } from '@mercato/spec';
import { subscriptionCartPriceText } from './subscription-page';

describe('subscriptionCartPriceText (the subscription page)', () => {
  it.each([
    ['a year of monthly boxes, rolled up into a year', 2400, { billingPeriod: { value: 1, unit: 'MONTH' as const }, numBillingCycles: 12 }, '$24.00 every month for 1 year'],
    ['every two weeks, open-ended', 1000, { billingPeriod: { value: 2, unit: 'WEEK' as const }, numBillingCycles: 0 }, '$10.00 every 2 weeks'],
    ['a plan the store cannot bill', 1000, { billingPeriod: { value: 0, unit: 'MONTH' as const }, numBillingCycles: 3 }, STORE_MESSAGES.subscriptionPriceUnavailable],
    ['an item without a plan', 1000, null, STORE_MESSAGES.subscriptionPriceUnavailable],
  ])('%s', (_case, cents, plan, expected) => {
    expect(subscriptionCartPriceText(cents, 'USD', plan)).toBe(expected);
  });
});
