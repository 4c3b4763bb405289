import { ProductType } from '../enums/product';
import {
  isSubscribableProductType, subscriptionDuration, subscriptionPriceText, type SubscriptionDuration, type SubscriptionPlan,
} from './subscriptions';

const plan = (value: number, unit: SubscriptionPlan['billingPeriod']['unit'], numBillingCycles: number): SubscriptionPlan => ({
  billingPeriod: { value, unit }, numBillingCycles,
});

describe('subscribable product types (spec §5)', () => {
  it.each([
    [ProductType.PHYSICAL, true],
    [ProductType.SERVICE, true],
    [ProductType.DIGITAL, false],
    [ProductType.GIFT_CARD, false],
    [ProductType.PAYWALL, false],
  ])('type %i subscribable: %s', (type, expected) => expect(isSubscribableProductType(type)).toBe(expected));
});

describe('subscriptionDuration (spec §4, §9)', () => {
  it.each<[SubscriptionPlan, SubscriptionDuration]>([
    [plan(1, 'MONTH', 0), { kind: 'indefinite' }],
    [plan(1, 'MONTH', 12), { kind: 'fixed', value: 1, unit: 'YEAR' }],
    [plan(3, 'MONTH', 8), { kind: 'fixed', value: 2, unit: 'YEAR' }],
    [plan(1, 'MONTH', 6), { kind: 'fixed', value: 6, unit: 'MONTH' }],
    [plan(2, 'WEEK', 26), { kind: 'fixed', value: 1, unit: 'YEAR' }],
    [plan(1, 'WEEK', 4), { kind: 'fixed', value: 4, unit: 'WEEK' }],
    [plan(1, 'YEAR', 3), { kind: 'fixed', value: 3, unit: 'YEAR' }],
  ])('%j lasts %j', (p, expected) => expect(subscriptionDuration(p)).toEqual(expected));
});

describe('subscriptionPriceText (spec §8)', () => {
  it.each<[SubscriptionPlan, string]>([
    [plan(1, 'MONTH', 0), '$10.00 every month'],
    [plan(2, 'WEEK', 0), '$10.00 every 2 weeks'],
    [plan(1, 'MONTH', 12), '$10.00 every month for 1 year'],
    [plan(1, 'WEEK', 104), '$10.00 every week for 2 years'],
    [plan(1, 'MONTH', 6), '$10.00 every month for 6 months'],
    [plan(0, 'MONTH', 0), 'Unavailable'],
    [plan(1.5, 'MONTH', 0), 'Unavailable'],
    [plan(1, 'MONTH', -1), 'Unavailable'],
    [plan(1, 'DAY' as 'WEEK', 0), 'Unavailable'],
  ])('%j reads "%s"', (p, text) => expect(subscriptionPriceText('$10.00', p)).toBe(text));
});
