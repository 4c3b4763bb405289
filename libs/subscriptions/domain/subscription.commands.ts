import type { SubscriptionPlan } from '@mercato/spec';

/** What was bought, fixed when the subscription starts. */
export interface SubscriptionTerms {
  readonly websiteId: string;
  readonly subscriptionId: string;
  /** The subscription cart (its cart token): one subscription per cart. */
  readonly cartId: string;
  readonly orderId: string;
  readonly itemId: string;
  readonly sku: string;
  readonly productTitle: string;
  readonly quantity: number;
  /** Charged at every renewal, in the currency's minor units. */
  readonly pricePerCycleCents: number;
  readonly currency: string;
  readonly plan: SubscriptionPlan;
  readonly customerEmail: string;
  /** What the payment provider charges renewals to (its stored payment method; the test provider takes the test card). */
  readonly paymentMethodReference: string;
  readonly confirmationTokenHash: string;
  readonly startedAt: string;
}

/** Checkout paid the first cycle of a subscription cart; the handler brings ids, the token's hash and the time. */
export interface StartSubscription extends SubscriptionTerms {
  readonly type: 'StartSubscription';
}

/** What the payment provider said about one attempt to charge a renewal. */
export type RenewalChargeOutcome = { readonly charged: true; readonly paymentReference: string } | { readonly charged: false; readonly reason: string };

/** Records the outcome of charging `cycle` (attempt `attempt`); a repeat of an outcome already recorded changes nothing. */
export interface RecordRenewalCharge {
  readonly type: 'RecordRenewalCharge';
  readonly cycle: number;
  readonly attempt: number;
  readonly outcome: RenewalChargeOutcome;
  readonly at: string;
}

/** Ends a fixed term whose last period is over (the scheduler's clock says `at`). */
export interface EndSubscriptionTerm {
  readonly type: 'EndSubscriptionTerm';
  readonly at: string;
}

export interface CancelSubscription {
  readonly type: 'CancelSubscription';
  /** The site asking: another site's subscription is answered as missing. */
  readonly websiteId: string;
  readonly at: string;
}

export type SubscriptionCommand = StartSubscription | RecordRenewalCharge | EndSubscriptionTerm | CancelSubscription;
