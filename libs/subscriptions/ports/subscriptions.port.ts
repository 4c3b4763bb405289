import { randomBytes } from 'node:crypto';
import type { SubscriptionPlan } from '@mercato/spec';

/** What checkout (the orders context) asks of subscriptions once the first cycle of a subscription cart is paid. */
export const SUBSCRIPTIONS = Symbol('SUBSCRIPTIONS');

export interface SubscriptionPurchase {
  readonly websiteId: string;
  /** The subscription cart (its cart token): one subscription per cart, so a retried start starts nothing more. */
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
  /** From newSubscriptionConfirmationToken(), given to the buyer: the subscription confirmed page (206) is read by it. */
  readonly confirmationToken: string;
}

export interface Subscriptions {
  start(purchase: SubscriptionPurchase): Promise<{ readonly subscriptionId: string }>;
  cancel(websiteId: string, subscriptionId: string): Promise<void>;
}

/** 192 random bits, URL-safe: the confirmation page's only key. Checkout makes it, so a retried start keeps the same one. */
export function newSubscriptionConfirmationToken(): string {
  return randomBytes(24).toString('base64url');
}
