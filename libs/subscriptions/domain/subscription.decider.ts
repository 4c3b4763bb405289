import { moneyFromMinorUnits } from '@mercato/contracts';
import type { Decider } from '@mercato/domain';
import { isSupportedSubscriptionPlan } from '@mercato/spec';
import { cycleDueAt, hasCycleAfter, termEndsAt } from './billing-schedule';
import type { CancelSubscription, EndSubscriptionTerm, RecordRenewalCharge, StartSubscription, SubscriptionCommand } from './subscription.commands';
import { SUBSCRIPTION_NOT_FOUND_MESSAGE, SubscriptionError, UNSUPPORTED_PLAN_MESSAGE } from './subscription-error';
import { planToProto, subscriptionEvents, type SubscriptionEvent } from './subscription.events';
import { END_REASONS, evolveSubscription, initialSubscriptionState, type SubscriptionState } from './subscription.state';

/** The stream of one subscription. */
export const subscriptionStreamId = (subscriptionId: string): string => `subscription-${subscriptionId}`;

/** A declined renewal is tried again a day later; the third failure of one cycle ends the subscription. */
export const RENEWAL_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;
export const MAX_RENEWAL_ATTEMPTS = 3;

const notBefore = (at: string, due: string): boolean => Date.parse(at) >= Date.parse(due);

/** One subscription per subscription cart: starting it again (a retried checkout step) changes nothing. */
function start(command: StartSubscription, state: SubscriptionState): SubscriptionEvent[] {
  if (state.status !== 'absent') return [];
  if (!isSupportedSubscriptionPlan(command.plan)) throw new SubscriptionError('invalid', UNSUPPORTED_PLAN_MESSAGE, 'plan');
  const { pricePerCycleCents, currency, plan, ...fields } = command;
  return [
    subscriptionEvents.started({
      websiteId: fields.websiteId,
      subscriptionId: fields.subscriptionId,
      cartId: fields.cartId,
      orderId: fields.orderId,
      itemId: fields.itemId,
      sku: fields.sku,
      productTitle: fields.productTitle,
      quantity: fields.quantity,
      pricePerCycle: moneyFromMinorUnits(pricePerCycleCents, currency),
      plan: planToProto(plan),
      customerEmail: fields.customerEmail,
      paymentMethodReference: fields.paymentMethodReference,
      confirmationTokenHash: fields.confirmationTokenHash,
      startedAt: fields.startedAt,
      nextRenewalAt: hasCycleAfter(plan, 1) ? cycleDueAt(fields.startedAt, plan, 2) : '',
    }),
  ];
}

/** Only the outcome of the attempt the state waits for counts: a second scheduler's repeat of it is ignored. */
function recordCharge(command: RecordRenewalCharge, state: SubscriptionState): SubscriptionEvent[] {
  if (state.status !== 'active' || command.cycle !== state.cyclesBilled + 1 || command.attempt !== state.failedAttempts + 1) return [];
  const fields = { websiteId: state.websiteId, subscriptionId: state.subscriptionId, cycle: command.cycle };
  if (command.outcome.charged) {
    return [
      subscriptionEvents.renewed({
        ...fields,
        amount: moneyFromMinorUnits(state.pricePerCycleCents, state.currency),
        paymentReference: command.outcome.paymentReference,
        renewedAt: command.at,
        nextRenewalAt: hasCycleAfter(state.plan, command.cycle) ? cycleDueAt(state.startedAt, state.plan, command.cycle + 1) : '',
      }),
    ];
  }
  const lastAttempt = command.attempt >= MAX_RENEWAL_ATTEMPTS;
  const nextAttemptAt = lastAttempt ? '' : new Date(Date.parse(command.at) + RENEWAL_RETRY_DELAY_MS).toISOString();
  const failed = subscriptionEvents.renewalFailed({ ...fields, attempt: command.attempt, reason: command.outcome.reason, failedAt: command.at, nextAttemptAt });
  if (!lastAttempt) return [failed];
  return [failed, ended(state, 'renewal_failed', command.at)];
}

function ended(state: SubscriptionState & { status: 'active' }, reason: keyof typeof END_REASONS, at: string): SubscriptionEvent {
  return subscriptionEvents.ended({ websiteId: state.websiteId, subscriptionId: state.subscriptionId, reason: END_REASONS[reason], cyclesBilled: state.cyclesBilled, endedAt: at });
}

/** A fixed term ends once every cycle is billed and the last one's period is over. */
function endTerm(command: EndSubscriptionTerm, state: SubscriptionState): SubscriptionEvent[] {
  if (state.status !== 'active' || hasCycleAfter(state.plan, state.cyclesBilled)) return [];
  const endsAt = termEndsAt(state.startedAt, state.plan);
  return endsAt && notBefore(command.at, endsAt) ? [ended(state, 'completed', command.at)] : [];
}

function cancel(command: CancelSubscription, state: SubscriptionState): SubscriptionEvent[] {
  if (state.status === 'absent' || state.websiteId !== command.websiteId) throw new SubscriptionError('not_found', SUBSCRIPTION_NOT_FOUND_MESSAGE);
  return state.status === 'active' ? [ended(state, 'cancelled', command.at)] : [];
}

function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): readonly SubscriptionEvent[] {
  switch (command.type) {
    case 'StartSubscription':
      return start(command, state);
    case 'RecordRenewalCharge':
      return recordCharge(command, state);
    case 'EndSubscriptionTerm':
      return endTerm(command, state);
    case 'CancelSubscription':
      return cancel(command, state);
  }
}

export const subscriptionDecider: Decider<SubscriptionState, SubscriptionCommand, SubscriptionEvent> = {
  initialState: initialSubscriptionState,
  decide: decideSubscription,
  evolve: evolveSubscription,
};

/** What the scheduler must do for a subscription at `now`: charge the next cycle, end the term, or nothing yet. */
export type DueRenewalAction =
  | { readonly kind: 'charge'; readonly cycle: number; readonly attempt: number; readonly amountCents: number; readonly currency: string }
  | { readonly kind: 'end-term' }
  | { readonly kind: 'none' };

export function dueRenewalAction(state: SubscriptionState, now: string): DueRenewalAction {
  if (state.status !== 'active') return { kind: 'none' };
  if (state.nextChargeAt) {
    return notBefore(now, state.nextChargeAt)
      ? { kind: 'charge', cycle: state.cyclesBilled + 1, attempt: state.failedAttempts + 1, amountCents: state.pricePerCycleCents, currency: state.currency }
      : { kind: 'none' };
  }
  const endsAt = termEndsAt(state.startedAt, state.plan);
  return endsAt && notBefore(now, endsAt) ? { kind: 'end-term' } : { kind: 'none' };
}
