import type { SubscriptionPlan } from '@mercato/spec';
import { billingPeriodsAfter, cycleDueAt, hasCycleAfter, termEndsAt } from './billing-schedule';

const plan = (value: number, unit: 'WEEK' | 'MONTH' | 'YEAR', numBillingCycles = 0): SubscriptionPlan => ({ billingPeriod: { value, unit }, numBillingCycles });

describe('billing schedule', () => {
  it.each([
    ['2026-01-15T09:30:00.000Z', plan(1, 'WEEK'), 1, '2026-01-22T09:30:00.000Z'],
    ['2026-01-15T09:30:00.000Z', plan(2, 'WEEK'), 3, '2026-02-26T09:30:00.000Z'],
    ['2026-01-31T00:00:00.000Z', plan(1, 'MONTH'), 1, '2026-02-28T00:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', plan(1, 'MONTH'), 2, '2026-03-31T00:00:00.000Z'],
    ['2026-11-30T12:00:00.000Z', plan(3, 'MONTH'), 1, '2027-02-28T12:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', plan(1, 'YEAR'), 1, '2029-02-28T00:00:00.000Z'],
    ['2026-05-01T00:00:00.000Z', plan(1, 'MONTH'), 0, '2026-05-01T00:00:00.000Z'],
  ])('from %s by %j, %i periods later is %s', (start, billing, periods, expected) => expect(billingPeriodsAfter(start, billing, periods)).toBe(expected));

  it('counts every cycle from the start, so a short month does not shift later ones', () =>
    expect([2, 3, 4].map((cycle) => cycleDueAt('2026-01-31T00:00:00.000Z', plan(1, 'MONTH', 4), cycle))).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2026-03-31T00:00:00.000Z',
      '2026-04-30T00:00:00.000Z',
    ]));

  it('ends a fixed term when its last period is over; an indefinite one never', () => {
    expect(termEndsAt('2026-01-01T00:00:00.000Z', plan(1, 'MONTH', 3))).toBe('2026-04-01T00:00:00.000Z');
    expect(termEndsAt('2026-01-01T00:00:00.000Z', plan(1, 'MONTH', 0))).toBeUndefined();
  });

  it('has cycles left until the term is billed', () => {
    expect(hasCycleAfter(plan(1, 'MONTH', 3), 2)).toBe(true);
    expect(hasCycleAfter(plan(1, 'MONTH', 3), 3)).toBe(false);
    expect(hasCycleAfter(plan(1, 'MONTH', 0), 500)).toBe(true);
  });
});
