import { type BillingPeriodUnit } from '../enums/content';
import { ProductType } from '../enums/product';
import { STORE_MESSAGES } from '../messages/infrastructure';

/** Spec §5: a merchant can make only physical products and services subscribable. */
export const SUBSCRIBABLE_PRODUCT_TYPES: readonly ProductType[] = [ProductType.PHYSICAL, ProductType.SERVICE];

export function isSubscribableProductType(productType: ProductType): boolean {
  return SUBSCRIBABLE_PRODUCT_TYPES.includes(productType);
}

/** Spec §9: periods per year used to roll a duration up into years. */
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;
const PERIODS_PER_YEAR: Readonly<Record<BillingPeriodUnit, number>> = { WEEK: WEEKS_PER_YEAR, MONTH: MONTHS_PER_YEAR, YEAR: 1 };

export interface SubscriptionPlan {
  readonly billingPeriod: { readonly value: number; readonly unit: BillingPeriodUnit };
  /** 0 means indefinite. */
  readonly numBillingCycles: number;
}

export type SubscriptionDuration =
  | { readonly kind: 'indefinite' }
  | { readonly kind: 'fixed'; readonly value: number; readonly unit: BillingPeriodUnit };

/** A plan the store can bill: a whole number of weeks, months or years, and 0 (indefinite) or more cycles. */
export function isSupportedSubscriptionPlan(plan: SubscriptionPlan): boolean {
  const { value, unit } = plan.billingPeriod;
  return Number.isInteger(value) && value > 0 && Object.hasOwn(PERIODS_PER_YEAR, unit) &&
    Number.isInteger(plan.numBillingCycles) && plan.numBillingCycles >= 0;
}

/** Spec §4 "Subscription": indefinite at 0 cycles; rolled up into years when the total divides evenly into years. */
export function subscriptionDuration(plan: SubscriptionPlan): SubscriptionDuration {
  if (plan.numBillingCycles === 0) return { kind: 'indefinite' };
  const { value, unit } = plan.billingPeriod;
  const total = value * plan.numBillingCycles;
  const perYear = PERIODS_PER_YEAR[unit];
  return total % perYear === 0 ? { kind: 'fixed', value: total / perYear, unit: 'YEAR' } : { kind: 'fixed', value: total, unit };
}

function unitText(value: number, unit: BillingPeriodUnit): string {
  const noun = unit.toLowerCase();
  return value === 1 ? noun : `${value} ${noun}s`;
}

/**
 * Price text such as "$10.00 every month", "$10.00 every 2 weeks for 1 year"; "Unavailable" for
 * unsupported combinations (spec §8). The spec fixes only the roll-up and "Unavailable"; the
 * phrasing around them is ours.
 */
export function subscriptionPriceText(formattedPrice: string, plan: SubscriptionPlan): string {
  if (!isSupportedSubscriptionPlan(plan)) return STORE_MESSAGES.subscriptionPriceUnavailable;
  const every = `${formattedPrice} every ${unitText(plan.billingPeriod.value, plan.billingPeriod.unit)}`;
  const duration = subscriptionDuration(plan);
  if (duration.kind === 'indefinite') return every;
  const length = duration.value === 1 ? `1 ${duration.unit.toLowerCase()}` : unitText(duration.value, duration.unit);
  return `${every} for ${length}`;
}
