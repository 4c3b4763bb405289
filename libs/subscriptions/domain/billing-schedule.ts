import { MONTHS_PER_YEAR, type SubscriptionPlan } from '@mercato/spec';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Adds whole calendar months in UTC, keeping the day of the month where the month has it (Jan 31 + 1 month = Feb 28). */
function addMonths(from: Date, months: number): Date {
  const monthIndex = from.getUTCMonth() + months;
  const year = from.getUTCFullYear() + Math.floor(monthIndex / MONTHS_PER_YEAR);
  const month = ((monthIndex % MONTHS_PER_YEAR) + MONTHS_PER_YEAR) % MONTHS_PER_YEAR;
  const day = Math.min(from.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/**
 * The instant `periods` billing periods after `start` (RFC 3339). Always counted from the start,
 * never from the previous renewal, so a short month does not pull every later renewal earlier.
 */
export function billingPeriodsAfter(start: string, plan: SubscriptionPlan, periods: number): string {
  const from = new Date(start);
  const { value, unit } = plan.billingPeriod;
  switch (unit) {
    case 'WEEK':
      return new Date(from.getTime() + periods * value * 7 * DAY_MS).toISOString();
    case 'MONTH':
      return addMonths(from, periods * value).toISOString();
    case 'YEAR':
      return addMonths(from, periods * value * MONTHS_PER_YEAR).toISOString();
  }
}

export const isIndefinite = (plan: SubscriptionPlan): boolean => plan.numBillingCycles === 0;

/** When cycle `cycle` (1 = the first, paid at checkout) is due: one period after the previous one. */
export const cycleDueAt = (startedAt: string, plan: SubscriptionPlan, cycle: number): string => billingPeriodsAfter(startedAt, plan, cycle - 1);

/** The end of a fixed term: the last cycle's period is over. Undefined for an indefinite subscription. */
export const termEndsAt = (startedAt: string, plan: SubscriptionPlan): string | undefined =>
  isIndefinite(plan) ? undefined : billingPeriodsAfter(startedAt, plan, plan.numBillingCycles);

/** Whether a cycle after `cyclesBilled` remains to be charged. */
export const hasCycleAfter = (plan: SubscriptionPlan, cyclesBilled: number): boolean => isIndefinite(plan) || cyclesBilled < plan.numBillingCycles;
