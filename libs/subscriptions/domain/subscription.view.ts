import { PageType, formatMoney, isCurrencyCode, subscriptionPriceText, type SubscriptionPlan } from '@mercato/spec';
import type { SubscriptionTerms } from './subscription.commands';
import type { SubscriptionEndReasonName, SubscriptionState } from './subscription.state';

/** The subscription confirmed page's data (page type 206): what was bought, its price text and where billing stands. */
export interface SubscriptionConfirmedPage {
  readonly pageType: typeof PageType.SUBSCRIPTION_CONFIRMED;
  readonly subscription: Pick<SubscriptionTerms, 'itemId' | 'sku' | 'productTitle' | 'quantity' | 'pricePerCycleCents' | 'currency' | 'customerEmail' | 'startedAt'> & {
    readonly id: string;
    readonly status: 'active' | 'ended';
    readonly endReason: SubscriptionEndReasonName | null;
    readonly billingPeriod: SubscriptionPlan['billingPeriod'];
    readonly numBillingCycles: number;
    /** E.g. "$24.00 every month for 3 months"; "Unavailable" for a plan the text cannot say (spec §8). */
    readonly priceText: string;
    readonly cyclesBilled: number;
    readonly nextBillingDate: string | null;
    readonly endedAt: string | null;
  };
}

export function subscriptionConfirmedPage(state: Exclude<SubscriptionState, { status: 'absent' }>): SubscriptionConfirmedPage {
  const price = isCurrencyCode(state.currency) ? formatMoney(state.pricePerCycleCents, state.currency, { useCLDRMoneyFormat: true }) : String(state.pricePerCycleCents);
  return {
    pageType: PageType.SUBSCRIPTION_CONFIRMED,
    subscription: {
      id: state.subscriptionId,
      status: state.status,
      endReason: state.status === 'ended' ? state.endReason : null,
      itemId: state.itemId,
      sku: state.sku,
      productTitle: state.productTitle,
      quantity: state.quantity,
      pricePerCycleCents: state.pricePerCycleCents,
      currency: state.currency,
      billingPeriod: state.plan.billingPeriod,
      numBillingCycles: state.plan.numBillingCycles,
      priceText: subscriptionPriceText(price, state.plan),
      cyclesBilled: state.cyclesBilled,
      customerEmail: state.customerEmail,
      startedAt: state.startedAt,
      nextBillingDate: state.status === 'active' ? state.nextChargeAt : null,
      endedAt: state.status === 'ended' ? state.endedAt : null,
    },
  };
}
