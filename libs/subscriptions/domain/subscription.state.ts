import { moneyToMinorUnits, SubscriptionEndReason } from '@mercato/contracts';
import { termEndsAt } from './billing-schedule';
import type { SubscriptionTerms } from './subscription.commands';
import { planFromProto, type SubscriptionEvent } from './subscription.events';

interface ActiveSubscription extends SubscriptionTerms {
  readonly status: 'active';
  readonly cyclesBilled: number;
  /** Failed attempts at the next cycle's charge. */
  readonly failedAttempts: number;
  /** When the next charge (a renewal or a retry) is due; null once a fixed term is fully billed. */
  readonly nextChargeAt: string | null;
}

export type SubscriptionEndReasonName = 'completed' | 'cancelled' | 'renewal_failed';

interface EndedSubscription extends SubscriptionTerms {
  readonly status: 'ended';
  readonly cyclesBilled: number;
  readonly endReason: SubscriptionEndReasonName;
  readonly endedAt: string;
}

/** One subscription: absent until checkout starts it, active while it bills, ended for good. */
export type SubscriptionState = { readonly status: 'absent' } | ActiveSubscription | EndedSubscription;

export const initialSubscriptionState = (): SubscriptionState => ({ status: 'absent' });

export const END_REASONS: Readonly<Record<SubscriptionEndReasonName, SubscriptionEndReason>> = {
  completed: SubscriptionEndReason.COMPLETED,
  cancelled: SubscriptionEndReason.CANCELLED,
  renewal_failed: SubscriptionEndReason.RENEWAL_FAILED,
};

const endReasonName = (reason: SubscriptionEndReason): SubscriptionEndReasonName =>
  (Object.keys(END_REASONS) as SubscriptionEndReasonName[]).find((name) => END_REASONS[name] === reason) ?? 'cancelled';

/** When the subscription next needs the scheduler: a charge, or the end of a fully billed term. */
export function nextDueAt(state: SubscriptionState): string | null {
  if (state.status !== 'active') return null;
  return state.nextChargeAt ?? termEndsAt(state.startedAt, state.plan) ?? null;
}

export function evolveSubscription(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  switch (event.$typeName) {
    case 'mercato.subscriptions.v1.SubscriptionStarted':
      return {
        status: 'active',
        websiteId: event.websiteId,
        subscriptionId: event.subscriptionId,
        cartId: event.cartId,
        orderId: event.orderId,
        itemId: event.itemId,
        sku: event.sku,
        productTitle: event.productTitle,
        quantity: event.quantity,
        pricePerCycleCents: event.pricePerCycle ? moneyToMinorUnits(event.pricePerCycle) : 0,
        currency: event.pricePerCycle?.currency ?? '',
        plan: planFromProto(event.plan),
        customerEmail: event.customerEmail,
        paymentMethodReference: event.paymentMethodReference,
        confirmationTokenHash: event.confirmationTokenHash,
        startedAt: event.startedAt,
        cyclesBilled: 1,
        failedAttempts: 0,
        nextChargeAt: event.nextRenewalAt || null,
      };
    case 'mercato.subscriptions.v1.SubscriptionRenewed':
      return state.status === 'active' ? { ...state, cyclesBilled: event.cycle, failedAttempts: 0, nextChargeAt: event.nextRenewalAt || null } : state;
    case 'mercato.subscriptions.v1.SubscriptionRenewalFailed':
      return state.status === 'active' ? { ...state, failedAttempts: event.attempt, nextChargeAt: event.nextAttemptAt || null } : state;
    case 'mercato.subscriptions.v1.SubscriptionEnded': {
      if (state.status !== 'active') return state;
      const { status: _active, failedAttempts: _failed, nextChargeAt: _next, ...terms } = state;
      return { ...terms, status: 'ended', cyclesBilled: event.cyclesBilled, endReason: endReasonName(event.reason), endedAt: event.endedAt };
    }
  }
}
